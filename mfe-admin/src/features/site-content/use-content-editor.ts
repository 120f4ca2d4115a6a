import { useEffect, useMemo, useState } from 'react';
import {
  contentProblems,
  type AdminContent,
  type ContentDocument,
  type ContentPageId,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../components/use-error-toast';
import { goToField } from './components/problems';
import { setAt, type Path } from './content-edit';
import {
  usePreviewPageMutation,
  usePublishContentMutation,
  useSaveContentMutation,
} from './site-content.api';
import './i18n';

/**
 * The content document being edited for one page: its fields (reloaded when the server's copy arrives),
 * their problems, whether they are saved; and the actions Save draft, Preview and Publish.
 */
export function useContentEditor(page: ContentPageId, data: AdminContent | undefined) {
  const { t } = useLocale();
  const [save, saving] = useSaveContentMutation();
  const [publish, publishing] = usePublishContentMutation();
  const [preview, previewing] = usePreviewPageMutation();
  const run = useMutationFeedback();
  const [doc, setDoc] = useState<ContentDocument | undefined>();
  const [dirty, setDirty] = useState(false);
  /** Set when a save, preview or publish was asked while problems remain: the summary is then shown. */
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (data && data.page === page) {
      setDoc(data.document);
      setDirty(false);
    }
  }, [data, page]);

  const change = (path: Path, next: unknown) => {
    setDoc((current) => (current ? setAt(current, path, next) : current));
    setDirty(true);
  };
  const problems = useMemo(() => (doc ? contentProblems(page, doc) : []), [page, doc]);
  const problemsByPath = useMemo(() => new Map(problems.map((p) => [p.path, p])), [problems]);

  /** With problems left: nothing is sent, the summary shows them and the first field gets the focus. */
  const blocked = () => {
    const first = problems[0];
    if (!first) return false;
    setAttempted(true);
    // After the summary is drawn (it may move the fields down).
    setTimeout(() => goToField(first.path), 0);
    return true;
  };

  /** Saves the edits (if any) as the draft; true when the draft is stored. */
  const saveDraft = async (quiet = false) => {
    if (!doc) return false;
    if (!dirty) return true;
    if (blocked()) return false;
    const saved = await run(
      () => save({ page, document: doc }).unwrap(),
      quiet ? undefined : t('admin.content.saved'),
    );
    if (saved) setDirty(false);
    return !!saved;
  };

  /**
   * Opens the page's real address drawing the draft (`/about?preview=…`, made for this session). The tab
   * is opened at once (in the click, so no pop-up blocker stops it), then sent to the address.
   */
  const openPreview = async () => {
    if (blocked()) return;
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    const link = (await saveDraft(true)) ? await run(() => preview(page).unwrap()) : undefined;
    if (!link) return tab?.close();
    const url = new URL(link.url, window.location.origin).href;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  };

  const publishNow = async () => {
    if (blocked()) return;
    if (!(await saveDraft(true))) return;
    await run(() => publish(page).unwrap(), t('admin.content.published'));
  };

  /** Another page picked: its document is loaded afresh. */
  const forget = () => setDoc(undefined);

  return {
    doc,
    dirty,
    attempted,
    problems,
    problemsByPath,
    saving: saving.isLoading,
    previewing: previewing.isLoading,
    publishing: publishing.isLoading,
    change,
    blocked,
    saveDraft,
    openPreview,
    publishNow,
    forget,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
