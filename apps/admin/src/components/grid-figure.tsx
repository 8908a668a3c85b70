import { Col, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** One of a page's headline figures, four to a row (two on a phone): its title, its value and an optional note under it. */
export function GridFigure({ title, value, note }: { title: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Col xs={12} lg={6}>
      <Statistic title={title} valueRender={() => value} />
      {note}
    </Col>
  );
}
