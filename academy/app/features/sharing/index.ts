/** Sharing and joining a course (issue 13, point 6): the pages other features may use. */
export { InvitationPage } from './InvitationPage';
export { JoinLinkPage } from './JoinLinkPage';
export { PublicCoursePage } from './PublicCoursePage';
export { SharingPage } from './SharingPage';
