const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "Ana", "Ana and Ben", "Ana, Ben, and Cara": names in a sentence. */
export const listOf = (items: string[]): string => names.format(items);
