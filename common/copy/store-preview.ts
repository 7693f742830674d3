/** The store preview's texts (issue 12, point 8): the flip-through and the landing sample. */
export const STORE_PREVIEW_COPY = {
  viewer: {
    heading: 'Look inside',
    premiumHeading: (name: string) => `Look inside ${name}'s copy`,
    intro: 'These are the real pages of this book, as they will be printed.',
    premiumIntro: "The whole class book, with your child's name on the cover as you typed it.",
    pageCount: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
    counter: (page: number, total: number) => `Page ${page} of ${total}`,
    previous: 'Previous page',
    next: 'Next page',
    keyboardHint: 'Use the arrow keys to turn the pages.',
    coverAlt: (book: string) => `Cover of ${book}, marked Preview`,
    pageAlt: (page: number, total: number, book: string) =>
      `Page ${page} of ${total} of ${book}, marked Preview`,
    preparing: 'Preparing the preview of your book ...',
    loadingPage: 'Loading the page ...',
    failed: "We couldn't show the preview just now.",
    pageFailed: "This page didn't load.",
    from: 'From',
  },
  coverName: {
    label: (child: string) => `Name on ${child}'s cover`,
    hint: 'Printed exactly as you type it.',
  },
  sample: {
    heading: 'What your book looks like',
    intro:
      "Every child's writing, laid out as a keepsake book: a cover with the book's title, class and school, then each piece with its author's name. These pages are from a sample book.",
    alts: [
      'Sample cover: Stories of Grace, Theology 7A, St. Brigid Catholic School',
      "Sample page: two pieces by one student, each with its title and the student's name",
      'Sample page: the next student begins on a fresh page',
    ],
    pricesHeading: 'Prices',
    perCopy: 'per copy',
    shippingNote: 'Shipping is priced at checkout for your address.',
  },
} as const;
