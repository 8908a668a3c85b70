import { TransferForm } from '../components/transfer-form';
import '../wallet.css';

export default function UsdtTransferPage() {
  return <TransferForm asset="USDT" />;
}
