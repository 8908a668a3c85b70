import type { ContentPageKey } from '@mcc/contract/content';
import { useLocation } from 'react-router';
import { Card } from '../../../shared/ui/card';
import { ContentDocument } from '../../../shared/ui/content-document';

/** `/pages/about/agreement` and `/pages/about/privacy`: the document as the operator wrote it (the bar's back returns). */
export default function DocumentPage() {
  const { pathname } = useLocation();
  const key: ContentPageKey = pathname.endsWith('/privacy') ? 'privacy' : 'agreement';
  return (
    <Card>
      <ContentDocument pageKey={key} />
    </Card>
  );
}
