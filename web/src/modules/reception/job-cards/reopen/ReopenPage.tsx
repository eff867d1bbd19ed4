export { ReopenPage as default } from '../RemarksActionPage.tsx';
