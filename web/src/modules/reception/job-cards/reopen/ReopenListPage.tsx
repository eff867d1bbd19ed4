export { ReopenListPage as default } from '../StateListPage.tsx';
