export const workbookKeys = {
  all: ['workbooks'] as const,
  classView: (classId: string) => ['workbooks', 'class', classId] as const,
  /** The billing page's summary of the account's licences. */
  account: () => ['workbooks', 'account'] as const,
};
