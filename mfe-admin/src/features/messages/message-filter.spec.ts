import { EMPTY_MESSAGE_FILTER, messagesQuery } from './message-filter';

describe('messagesQuery', () => {
  it('sends only the filters that are set', () => {
    expect(messagesQuery(EMPTY_MESSAGE_FILTER, { current: 1, size: 20 })).toEqual({
      page: 1,
      limit: 20,
    });
    expect(
      messagesQuery(
        { channel: 'whatsapp', status: 'failed', student: '  priya ' },
        { current: 3, size: 50 },
      ),
    ).toEqual({ page: 3, limit: 50, channel: 'whatsapp', status: 'failed', student: 'priya' });
  });

  it('drops characters the server refuses in a student search', () => {
    expect(
      messagesQuery({ ...EMPTY_MESSAGE_FILTER, student: '50%_' }, { current: 1, size: 20 }),
    ).toEqual({ page: 1, limit: 20, student: '50' });
  });
});
