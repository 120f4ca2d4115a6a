import { useEffect, useMemo, useState } from 'react';
import {
  messageWordingProblems,
  type Language,
  type MessageEvent,
  type MessageWording,
  type MessageWordingField,
  type MessageWordingPreview,
  type AdminMessageWording,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../components/use-error-toast';
import {
  usePreviewMessageWordingMutation,
  usePublishMessageWordingMutation,
  useSaveMessageWordingMutation,
} from './message-wording.api';
import { goTo } from './wording-problems';
import './i18n';

/**
 * The wording being edited for one kind of message: the text boxes' words (reloaded when the server's copy
 * arrives), their problems, whether they are saved, the preview and the notice after Publish; and the
 * actions Save draft, Preview, Publish and "Use the site's wording".
 */
export function useWordingEditor(kind: MessageEvent, data: AdminMessageWording | undefined) {
  const { t } = useLocale();
  const [save, saving] = useSaveMessageWordingMutation();
  const [makePreview, previewing] = usePreviewMessageWordingMutation();
  const [publish, publishing] = usePublishMessageWordingMutation();
  const run = useMutationFeedback();
  const [wording, setWording] = useState<MessageWording | undefined>();
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = useState<MessageWordingPreview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (data && data.event === kind) {
      setWording(data.wording);
      setDirty(false);
      setAttempted(false);
      setPreview(null);
    }
  }, [data, kind]);

  const problems = useMemo(
    () => (wording ? messageWordingProblems(kind, wording) : []),
    [kind, wording],
  );

  const change = (field: MessageWordingField, language: Language, text: string) => {
    setWording((current) =>
      current
        ? { ...current, [field]: { ...(current[field] ?? { en: '', hi: '' }), [language]: text } }
        : current,
    );
    setDirty(true);
    setPreview(null);
  };

  /** With problems left: nothing is sent; the summary shows them and the first field gets the focus. */
  const blocked = () => {
    const first = problems[0];
    if (!first) return false;
    setAttempted(true);
    setTimeout(() => goTo(first.field), 0);
    return true;
  };

  const saveDraft = async (quiet = false) => {
    if (!wording) return false;
    if (!dirty) return true;
    if (blocked()) return false;
    const saved = await run(
      () => save({ kind, wording }).unwrap(),
      quiet ? undefined : t('admin.wording.saved'),
    );
    if (saved) setDirty(false);
    return !!saved;
  };

  const showPreview = async () => {
    if (!wording || blocked()) return;
    const result = await run(() => makePreview({ kind, wording }).unwrap());
    if (result) setPreview(result);
  };

  const publishNow = async () => {
    if (blocked() || !(await saveDraft(true))) return;
    const result = await run(() => publish(kind).unwrap());
    if (result)
      setNotice(
        result.changed ? t('admin.wording.published') : t('admin.wording.nothingToPublish'),
      );
  };

  /** Another kind picked: its wording is loaded afresh, the notice goes. */
  const forget = () => {
    setWording(undefined);
    setNotice(null);
  };

  /** The site's own wording, as an unsaved change. */
  const takeSiteWording = (defaults: MessageWording) => {
    setWording(defaults);
    setDirty(true);
    setPreview(null);
  };

  return {
    wording,
    dirty,
    attempted,
    preview,
    notice,
    problems,
    saving: saving.isLoading,
    previewing: previewing.isLoading,
    publishing: publishing.isLoading,
    change,
    blocked,
    saveDraft,
    showPreview,
    publishNow,
    forget,
    takeSiteWording,
  };
}

export type WordingEditor = ReturnType<typeof useWordingEditor>;
