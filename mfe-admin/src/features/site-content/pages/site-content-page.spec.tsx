import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminContent, ContentVersion, PolicyContent, SiteContent } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import SiteContentPage from './site-content-page';

const site: SiteContent = {
  announcement: { enabled: true, text: { en: 'Diwali week', hi: '' }, link: '/price' },
};
let mockContent: AdminContent = {
  page: 'site',
  document: site,
  has_draft: false,
  published_version: 2,
  draft_updated_at: null,
  draft_updated_by: null,
};
const mockVersions: ContentVersion[] = [
  {
    version: 2,
    published_at: '2026-11-23T04:00:00.000Z',
    published_by: 'Asha Admin',
    restored_from: 1,
  },
  {
    version: 1,
    published_at: '2026-11-22T04:00:00.000Z',
    published_by: 'Asha Admin',
    restored_from: null,
  },
];

const mockSave = jest.fn();
const mockPublish = jest.fn();
const mockRestore = jest.fn();
function mockMutation(fn: jest.Mock) {
  return [
    (arg: unknown) => ({ unwrap: () => Promise.resolve(fn(arg) ?? {}) }),
    { isLoading: false },
  ];
}
jest.mock('../site-content.api', () => ({
  useAdminContentQuery: () => ({ data: mockContent, error: undefined, refetch: jest.fn() }),
  useContentVersionsQuery: () => ({ data: mockVersions }),
  useSaveContentMutation: () => mockMutation(mockSave),
  usePublishContentMutation: () => mockMutation(mockPublish),
  useRestoreContentMutation: () => mockMutation(mockRestore),
  usePreviewPageMutation: () => mockMutation(jest.fn()),
  useUploadContentPhotoMutation: () => mockMutation(jest.fn()),
}));

const SITE_CONTENT = mockContent;
const refund: PolicyContent = {
  title: { en: 'Refund Policy', hi: 'रिफ़ंड नीति' },
  description: { en: 'When {brand} refunds', hi: '' },
  intro: { en: 'Read this.', hi: 'इसे पढ़ें।' },
  sections: [
    { heading: { en: '1. Trial', hi: '1. ट्रायल' }, paragraphs: [{ en: 'Free.', hi: 'मुफ़्त।' }] },
    { heading: { en: '2. Refunds', hi: '2. रिफ़ंड' }, paragraphs: [{ en: 'Rarely.', hi: '' }] },
  ],
};

// The whole editor (dozens of antd fields in two languages) in jsdom: ~15 s a test on an idle machine, four
// times that beside the other suites in CI. A safety net against a hung test, not a timing check.
jest.setTimeout(180_000);

describe('SiteContentPage', () => {
  beforeEach(() => {
    mockContent = SITE_CONTENT;
    mockSave.mockReset();
    mockPublish.mockReset();
    mockRestore.mockReset();
  });

  it('shows English and Hindi side by side, flags missing Hindi, and saves the edited draft', async () => {
    renderInPanel(<SiteContentPage />, { user: ADMIN_USER, path: '/admin/site-content?page=site' });
    expect(await screen.findByText('Live: version 2')).toBeTruthy();
    expect(screen.getByText('1 Hindi text is missing: the English one is shown.')).toBeTruthy();
    expect(screen.getByText('Hindi missing')).toBeTruthy();
    const hindi = screen.getByRole('textbox', { name: 'Text (Hindi)' });
    fireEvent.change(hindi, { target: { value: 'दिवाली सप्ताह' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    expect(mockSave.mock.calls[0][0]).toEqual({
      page: 'site',
      document: {
        announcement: { ...site.announcement, text: { en: 'Diwali week', hi: 'दिवाली सप्ताह' } },
      },
    });
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
  });

  it('lists the versions with who and when, and restores an earlier one', async () => {
    renderInPanel(<SiteContentPage />, { user: ADMIN_USER, path: '/admin/site-content?page=site' });
    expect(await screen.findByText('restored from 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findAllByRole('button', { name: 'Restore' });
    fireEvent.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(mockRestore).toHaveBeenCalledWith({ page: 'site', version: 1 }));
  });

  it('edits a policy page: a Hindi heading edited, the sections reordered, missing Hindi counted', async () => {
    mockContent = { ...SITE_CONTENT, page: 'refund', document: refund };
    renderInPanel(<SiteContentPage />, {
      user: ADMIN_USER,
      path: '/admin/site-content?page=refund',
    });
    expect(await screen.findByText(/\*\*bold\*\*/)).toBeTruthy();
    // Two Hindi texts are missing: the description and the second section's paragraph.
    expect(screen.getByText('2 Hindi texts are missing: the English ones are shown.')).toBeTruthy();
    await screen.findByDisplayValue('1. ट्रायल');
    fireEvent.change(screen.getByDisplayValue('1. ट्रायल'), { target: { value: '1. फ़्री ट्रायल' } });
    expect(await screen.findByDisplayValue('1. फ़्री ट्रायल')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    const saved = mockSave.mock.calls[0][0] as { page: string; document: PolicyContent };
    expect(saved.page).toBe('refund');
    expect(saved.document.sections.map((s) => s.heading)).toEqual([
      { en: '2. Refunds', hi: '2. रिफ़ंड' },
      { en: '1. Trial', hi: '1. फ़्री ट्रायल' },
    ]);
  });
});
