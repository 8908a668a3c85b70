import { TransferForm } from '../components/transfer-form';

export default function MccTransferPage() {
  return <TransferForm asset="MCC" />;
}
