import { Link } from 'react-router-dom';
import { localText, type LinkedSentenceContent } from '@yoga/contracts';
import { useLocale, useLocalePath } from '@yoga/i18n';

/**
 * A sentence of a content document with a link inside (docs/content.md): the words before it, the link's
 * words and the words after it, each in the page's language; the target is the page's (in its language).
 */
export function LinkedSentence({ sentence, to }: { sentence: LinkedSentenceContent; to: string }) {
  const { locale } = useLocale();
  const localized = useLocalePath();
  return (
    <p>
      {localText(sentence.before, locale)}
      <Link to={localized(to)}>{localText(sentence.link_text, locale)}</Link>
      {localText(sentence.after, locale)}
    </p>
  );
}
