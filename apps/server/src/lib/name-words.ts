import { type SQL, sql } from 'drizzle-orm';

/**
 * Names and companies as the directory's name search compares them (docs/decisions/109): lower case,
 * accents taken off the letters below, apostrophes dropped (O'Brien is obrien), every other run of
 * characters that is not a letter or a digit one space. The same in the database (a generated column
 * of directory_entries) and here (the search text), so 'Gonzalez' finds González and 'golden-gate'
 * finds Golden Gate.
 */
const ACCENTED =
  'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőřśšşťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽ';
const PLAIN =
  'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorssstuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorssstuuuuuuuuyyzzz';

const PLAIN_OF = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] as string]));

/** A name or a search text as words: 'Golden-Gate Home Lending, LLC' is 'golden gate home lending llc'. */
export function nameWords(text: string): string {
  const lower = text.toLowerCase().replace(/['’]/g, '');
  return [...lower]
    .map((c) => PLAIN_OF.get(c) ?? c)
    .join('')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** nameWords in SQL, for an expression already in lower case. Immutable: fit for a generated column. */
export function nameWordsSql(expression: SQL): SQL {
  return sql`btrim(regexp_replace(translate(regexp_replace(${expression}, '[''’]', '', 'g'), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}), '[^a-z0-9]+', ' ', 'g'))`;
}
