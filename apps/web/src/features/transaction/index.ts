export { TransactionPage } from './pages/transaction-page';
