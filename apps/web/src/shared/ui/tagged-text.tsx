import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with inline tags, e.g. "I agree to the <agreement>User Agreement</agreement>",
 * each tag rendered by `render`. Word order stays the translator's. (react-i18next's Trans does the
 * same but brings an HTML parser into the login screen.)
 */
export function TaggedText({
  text,
  render,
}: {
  text: string;
  render: Record<string, (content: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', content = ''] = match;
    parts.push(text.slice(last, match.index));
    const renderTag = render[tag];
    parts.push(<Fragment key={match.index}>{renderTag ? renderTag(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
