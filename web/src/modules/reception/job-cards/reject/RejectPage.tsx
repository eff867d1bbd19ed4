export { RejectPage as default } from '../RemarksActionPage.tsx';
