export const workbookKeys = {
  all: ['workbooks'] as const,
  classView: (classId: string) => ['workbooks', 'class', classId] as const,
};
