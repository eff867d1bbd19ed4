export { RejectListPage as default } from '../StateListPage.tsx';
