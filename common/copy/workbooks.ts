import { formatDollars, WORKBOOK_LICENCE_CENTS } from '../billing/plans';
import { BILLING_MESSAGES } from './billing';

/**
 * What Spirit of Truth Workbook licences say to people (issue 16, point 8): the server's
 * refusals (the client shows them as they are) and the class page's Workbooks tab. The refusal
 * for an account without Standard is BILLING_MESSAGES.workbooksRequireStandard, word for word.
 */
export const WORKBOOK_MESSAGES = {
  workbookNotFound: 'There is no such workbook.',
  comingSoon: 'This workbook is coming soon: its reflections are not written yet.',
  quantity: 'Choose between 1 and 500 licences.',
  purchaseNotFound: 'There is no such purchase.',
  licenceNotFound: 'There is no such licence in this class.',
  classNotOnAccount: 'There is no such class on this billing account.',
  studentNotInClass: 'That student is not in this class.',
  alreadyLicensed: 'That student already has a licence for this workbook this school year.',
  notEnoughLicences: (free: number, needed: number) =>
    `There ${free === 1 ? 'is 1 unassigned licence' : `are ${free} unassigned licences`} for ${needed} ${needed === 1 ? 'student' : 'students'}. Buy more licences, or choose fewer students.`,
  licenceInUse:
    'This licence cannot move: its student has already written in this workbook, and the writing stays theirs.',
  notPaid: 'The payment has not gone through yet, so no licences were added. Try the card again.',
  readOnly:
    'This workbook is read-only for now because the class’s Standard plan has ended. Your writing is safe; please tell your teacher.',
  noLicence: 'Your licence for this workbook has ended, so it is read-only. Your writing is safe.',
  chargesAreFinal: 'Charges are final.',
  packNotFound: 'This class has no such version of the workbook to accept.',
  packOlder: 'This class already has a newer version of this workbook.',
} as const;

/** The class page's Workbooks tab and the catalogue. */
export const WORKBOOK_COPY = {
  tab: 'Workbooks',
  heading: 'Spirit of Truth Workbooks',
  intro: `Reflections for each unit of the course, ${formatDollars(WORKBOOK_LICENCE_CENTS)} per student per workbook for the school year. Only students with a licence see a workbook’s reflections.`,
  needsStandard:
    'Spirit of Truth Workbooks require Standard. Start Standard on the billing page, then come back to buy licences.',
  loading: 'Loading workbooks…',
  loadFailed: 'The workbooks could not be loaded.',
  retry: 'Try again',
  buyHeading: 'Buy licences',
  workbookLabel: 'Workbook',
  quantityLabel: 'Number of students',
  quantityHint: 'One licence per student, valid until the end of the school year.',
  review: 'Review the price',
  reviewing: 'Pricing…',
  total: 'Total',
  terms:
    'Charges are final: licences are not refunded once bought. They are valid for this school year, ending 31 July, and an unused licence can move to another student.',
  payWithCard: 'Pay with card',
  paying: 'Processing payment…',
  addToInvoice: 'Add to our next invoice',
  adding: 'Adding…',
  cancel: 'Cancel',
  notPaidYet:
    'The card was accepted, but the payment has not reached us yet. Wait a moment and check the licences below; you will not be charged twice.',
  bought: (count: number) =>
    `${count} ${count === 1 ? 'licence is' : 'licences are'} ready. Assign them to students below.`,
  licencesHeading: (title: string) => `Licences: ${title}`,
  licenceCounts: (total: number, assigned: number) =>
    `${assigned} of ${total} assigned · ${total - assigned} unassigned`,
  noLicences: 'No licences yet. Buy licences above, then assign them to your students.',
  assignAll: 'Assign to every student without one',
  assigning: 'Assigning…',
  assignOne: 'Assign',
  assignOneLabel: (name: string) => `Assign a licence to ${name}`,
  addToClass: 'Add the workbook’s reflections to this class',
  adding2: 'Adding reflections…',
  added: 'The reflections are in this class. Only students with a licence see them.',
  alreadyAdded: 'Its reflections are in this class.',
  studentColumn: 'Student',
  licenceColumn: 'Licence',
  licensed: 'Licensed',
  written: 'Licensed · has written',
  unlicensed: 'No licence',
  moveTo: 'Move licence to',
  moveLabel: (name: string) => `Move ${name}’s licence to`,
  move: 'Move',
  release: 'Unassign',
  chooseStudent: 'Choose a student',
  noStudents:
    'This class has no students yet. Add students first; every licence then goes to one of them.',
  schoolYear: (label: string) => `School year ${label}`,
  packVersion: (packId: string, version: number) =>
    `Publisher reflections ${packId}: version ${version}`,
  newerPackVersion: (accepted: number, latest: number) =>
    `Version ${latest} is available; this class keeps version ${accepted} until you accept it.`,
  reviewUpdate: 'Review the update',
  acceptConfirm: (accepted: number, latest: number) =>
    `Version ${latest} replaces version ${accepted} in this class only. New activities are added. Changed activities nobody has written in are updated. Where a student has written, their work stays with the version ${accepted} activity and version ${latest} comes as a new activity beside it. Activities that version ${latest} drops are removed from the class unless someone wrote in them. Your other classes keep their version.`,
  acceptVersion: (version: number) => `Accept version ${version}`,
  accepting: 'Accepting…',
  accepted: (version: number) => `This class now has version ${version}.`,
  // The public catalogue.
  catalogueTitle: 'Spirit of Truth Workbooks',
  catalogueIntro: `Lectio’s own companion reflections, one workbook for each course of the USCCB Doctrinal Elements of a Curriculum Framework. Each reflection retells a passage in our own words, with questions, vocabulary and the Catechism paragraphs it draws on. ${formatDollars(WORKBOOK_LICENCE_CENTS)} per student per workbook, with Standard.`,
  comingSoon: 'Coming soon: the units are planned and the reflections are being written.',
  units: 'Units',
  reflections: (count: number) => `${count} reflections`,
  openWorkbook: 'See the reflections',
  unit: (number: number) => `Unit ${number}`,
  passage: 'Passage',
  excerpt: 'From our retelling',
  excerptPublicDomain: 'From the passage',
  detailLead: (count: number) =>
    `${count} reflections, one for each unit: a passage, questions, vocabulary and the Catechism paragraphs each draws on. ${formatDollars(WORKBOOK_LICENCE_CENTS)} per student, with Standard.`,
  prompts: 'Questions',
  vocabulary: 'Vocabulary',
  catechism: 'Catechism of the Catholic Church',
  paragraphs: (numbers: readonly number[]) => `Paragraphs ${numbers.join(', ')}`,
  backToCatalogue: 'All workbooks',
  getStarted: 'Start with Standard',
  notFound: 'There is no such workbook.',
} as const;

/** The billing page's "Workbook licences" section (issue 16, points 1 and 8). */
export const WORKBOOK_BILLING_COPY = {
  heading: 'Workbook licences',
  loading: 'Loading workbook licences…',
  loadFailed: 'The workbook licences could not be loaded.',
  intro: (yearLabel: string, endsOn: string) =>
    `Licences are valid for the school year ${yearLabel}, which ends on ${endsOn}. An unused licence can move to another student in its class.`,
  emptyTitle: 'No workbook licences yet',
  emptyText: `Spirit of Truth Workbooks are Lectio’s own companion reflections for each course of the high school framework: a passage, questions, vocabulary and the Catechism paragraphs, one reflection per unit. A licence costs ${formatDollars(WORKBOOK_LICENCE_CENTS)} per student per workbook for the school year. Licences are bought for a class and assigned to its students on the class’s Workbooks tab.`,
  catalogueLink: 'See the workbooks and their reflections',
  /** The refusal's own words, then the way to Standard. */
  needsStandard: `${BILLING_MESSAGES.workbooksRequireStandard}.`,
  needsStandardNext:
    'Start Standard (or its free trial) on this page, then come back here to buy licences.',
  toStandard: 'See the Standard choices',
  paused: 'Pay the open invoice above to start Standard again.',
  columns: {
    workbook: 'Workbook',
    year: 'School year',
    bought: 'Bought',
    assigned: 'Assigned',
    unassigned: 'Unassigned',
    classes: 'Classes',
  },
  courseTitle: (course: string, title: string) => `Course ${course}: ${title}`,
  classLine: (title: string | null, bought: number, assigned: number) =>
    `${title ?? 'A deleted class'}: ${assigned} of ${bought} assigned`,
  buyHeading: 'Buy licences',
  classLabel: 'Class',
  classOption: (title: string, students: number) =>
    `${title} (${students} ${students === 1 ? 'student' : 'students'})`,
  quantityHint:
    'The class’s roster by default; type another number to buy for students who are joining later.',
  noClasses: 'Create a class first: licences are bought for a class and assigned to its students.',
  bought: (count: number) =>
    `${count} ${count === 1 ? 'licence is' : 'licences are'} ready. Assign them on the class’s Workbooks tab.`,
  invoicedNote: 'These licences are ready now and will be on your next invoice.',
} as const;
