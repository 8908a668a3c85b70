import { TransferForm } from '../components/transfer-form';

export default function UsdtTransferPage() {
  return <TransferForm asset="USDT" />;
}
