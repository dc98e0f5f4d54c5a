import { Fragment } from 'react';

const MARK = '\u0000';

/** A translated sentence with one value in bold: the text is asked for with a mark where the value goes. */
export function WithStrong({ text, value, className }: { text: (mark: string) => string; value: string; className?: string }) {
  const parts = text(MARK).split(MARK);
  return (
    <>
      {parts.map((part, i) => (
        // The parts are fixed by the sentence: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? <strong className={className}>{value}</strong> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
