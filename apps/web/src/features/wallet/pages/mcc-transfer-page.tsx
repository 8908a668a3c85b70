import { TransferForm } from '../components/transfer-form';
import '../wallet.css';

export default function MccTransferPage() {
  return <TransferForm asset="MCC" />;
}
