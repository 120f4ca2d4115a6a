import type { ReactNode } from 'react';
import { Card, List, Space } from 'antd';
import type { ConsoleClass } from '@yoga/contracts';

interface ConsoleCardsProps {
  classes: ConsoleClass[];
  loading: boolean;
  empty: ReactNode;
  /** The card's lines under its title: when, who teaches, booked, Open. */
  lines: (c: ConsoleClass) => ReactNode;
}

/** The console's classes on a phone: one card under the other (loaded on a phone only, issue 38). */
export function ConsoleCards({ classes, loading, empty, lines }: ConsoleCardsProps) {
  return (
    <List<ConsoleClass>
      data-testid="console-cards"
      dataSource={classes}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={classes.length > 25 ? { pageSize: 25, size: 'small' } : false}
      renderItem={(c) => (
        <List.Item style={{ padding: '6px 0', border: 'none' }}>
          <Card
            size="small"
            style={{ width: '100%' }}
            title={<span style={{ whiteSpace: 'normal' }}>{c.title}</span>}
          >
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              {lines(c)}
            </Space>
          </Card>
        </List.Item>
      )}
    />
  );
}
