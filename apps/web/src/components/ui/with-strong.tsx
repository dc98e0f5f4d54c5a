import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/** A translated sentence with one part of its own (a value in bold, a link): the text is asked for with a mark where it goes. */
export function WithPart({ text, part }: { text: (mark: string) => string; part: ReactNode }) {
  const parts = text(MARK).split(MARK);
  return (
    <>
      {parts.map((piece, i) => (
        // The parts are fixed by the sentence: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? part : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** A translated sentence with one value in bold. */
export function WithStrong({ text, value, className }: { text: (mark: string) => string; value: string; className?: string }) {
  return <WithPart text={text} part={<strong className={className}>{value}</strong>} />;
}
