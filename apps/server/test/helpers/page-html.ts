/** What the server wrote into a page's head: title, description and canonical URL. */
export const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
export const descriptionOf = (html: string) => /<meta name="description" content="(.*?)" \/>/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="(.*?)" \/>/.exec(html)?.[1];
