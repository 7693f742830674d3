import { Link } from 'react-router';
import {
  ACCESS_CODE_LENGTH,
  CREDITS_PER_BOOK,
  LEGAL,
  PARENT_COMPANY,
  PRICING_PLANS,
  PRODUCT_NAME,
} from '@common/constants';
import { LEGAL_TITLES } from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { publicConfig } from '~/lib/public-config';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { countOf, formatUsd } from '../utils/format';
import { privacySectionPath } from '../utils/links';

const [documentsOnlyLimitUsd, feesCoveredLimitUsd] = LEGAL.arbitrationThresholdsUsd;
const contactEmail = publicConfig.CONTACT_EMAIL;
const contactLink = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these Terms',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is an online service for reading scripture, reflecting and writing. It is
          offered by {PARENT_COMPANY.name} (“we”, “us” or “our”), a company based in the United
          States. The service includes this website, Classrooms (also called Journals), Courses
          (also called the academy), the bookstore, and the emails and apps that go with them
          (together, the “Service”).
        </p>
        <p>
          These Terms of Use (“Terms”) are the agreement between us and everyone who visits or uses
          the Service (“you”). You accept them when you check the box at sign-up, or simply by using
          the Service. If you use {PRODUCT_NAME} for a school, parish, district, camp or other
          organization, you confirm that you may accept these Terms for it, and “you” then includes
          that organization.
        </p>
        <p>
          Our <Link to={PATHS.privacy}>{LEGAL_TITLES.privacy}</Link> explains what information we
          collect and how we protect it, and our{' '}
          <Link to={PATHS.cookies}>{LEGAL_TITLES.cookies}</Link> explains the cookies we use. Both
          are part of these Terms. If you do not agree with them, please do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'who-may-use',
    title: 'Who may use Lectio',
    body: (
      <>
        <ul>
          <li>
            <strong>Account holders are adults.</strong> To hold an account of your own as a
            teacher, parent, instructor, tutor, camp counselor or organization leader, you must be
            at least {LEGAL.adultAge} years old and able to enter into a binding agreement.
          </li>
          <li>
            <strong>Users under {LEGAL.adultAge} need a parent’s consent.</strong> Anyone younger
            than {LEGAL.adultAge} may use {PRODUCT_NAME} only with the consent of a parent or legal
            guardian, who accepts these Terms on their behalf and helps them keep to them.
          </li>
          <li>
            <strong>
              Students under {LEGAL.childPrivacyAge} need a parent’s or their school’s consent.
            </strong>{' '}
            A student younger than {LEGAL.childPrivacyAge} may use {PRODUCT_NAME} only with the
            consent of a parent or guardian, or of their school acting for the parents in an
            educational setting. The <Link to={privacySectionPath('minors')}>Minors</Link> section
            of our {LEGAL_TITLES.privacy} explains how that consent works.
          </li>
          <li>
            <strong>Students cannot sign up on their own.</strong> Every student account is created
            or approved by an administrating adult: a teacher, a school or district administrator,
            an organization leader, or a parent. In these Terms we call that adult an “educator
            administrator”. Adult participants in Courses join through their instructor’s unique
            join link, so there too an instructor admits every participant.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and member information',
    body: (
      <>
        <p>
          <strong>Keep your information accurate.</strong> The information you give us about
          yourself and about anyone you add to {PRODUCT_NAME} (“member data”) must be true and kept
          up to date. Please register students under their real names, so their teachers and parents
          can recognize their work; students express themselves through their avatar.
        </p>
        <p>
          <strong>Accounts cannot be transferred.</strong> Your account is personal to you. You may
          not sell, lend, give away or share it, and you may not take over someone else’s. When a
          teacher leaves a school, the school’s administrators stay in charge of its classes and
          student accounts.
        </p>
        <p>
          <strong>Keep your sign-in private.</strong> Keep your password, and any login codes a
          teacher gives to students, somewhere safe. If you think someone else has used your
          account, change your password and write to us at {contactLink} right away. You are
          responsible for what happens under your account unless it results from our own failure.
        </p>
        <p>
          <strong>Ways to sign in.</strong> Teachers and parents sign in with an email address and
          password. Students sign in with a username or email address and a password or login code,
          or with a Google account where their school allows it. When a student signs in with
          Google, we keep only the email address, first name and last name that Google shares with
          us.
        </p>
        <p>
          <strong>Parents and guardians.</strong> A parent or guardian who is added to a student’s
          account becomes one of that student’s administrators. They can sign in to their child’s
          account, follow their child’s writing and look after the child’s active projects.
        </p>
      </>
    ),
  },
  {
    id: 'schools-and-student-data',
    title: 'Schools, educators and student data',
    body: (
      <>
        <p>
          When a school, district, parish, organization or educator uses {PRODUCT_NAME} with
          students, it decides what student information goes into the Service and why. In privacy
          terms, <strong>the school or educator is the data controller</strong>, and{' '}
          <strong>we are the data processor</strong>: we handle student information only to provide
          the Service to them, on their instructions and as our{' '}
          <Link to={PATHS.privacy}>{LEGAL_TITLES.privacy}</Link> describes.
        </p>
        <p>Educator administrators look after the students in their care. They:</p>
        <ul>
          <li>
            add students, or set up student accounts in advance that each student then chooses to
            activate by signing in;
          </li>
          <li>
            add parents and guardians to a student’s account, and approve requests to join a class;
          </li>
          <li>
            make sure any consent the law requires has been given before adding a student (see{' '}
            <Link to={privacySectionPath('administrator-responsibilities')}>
              Administrator responsibilities
            </Link>
            );
          </li>
          <li>
            ask us to change a student’s personal information or to delete a student’s account.
            Parents who want either of these make the request through their child’s teacher, so the
            school’s records and ours stay the same.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'access-codes',
    title: 'Access Codes and Limited Access Groups',
    body: (
      <>
        <p>
          An <strong>Access Code</strong> is a short code we generate for a school, a district or a
          teacher. A student who signs in with a Google education account enters the code to join
          the right group. Everyone who joins with the same code belongs to a{' '}
          <strong>Limited Access Group</strong>: only its members and its educator administrators
          can see the work shared inside it, and it is never open to the public.
        </p>
        <ul>
          <li>
            Treat an Access Code like a key, and share it only with students who belong in the
            group.
          </li>
          <li>
            Educator administrators approve requests to join and can remove a member at any time.
          </li>
          <li>
            If a code has been shared more widely than you meant, write to us and we will issue a
            new one. The old code then stops working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'student-work',
    title: 'Student writing and projects',
    body: (
      <>
        <p>
          Students’ writing is kept in projects. A project is <strong>active</strong> while the
          student is working on it, <strong>approved</strong> once the teacher has accepted it, and{' '}
          <strong>archived</strong> when the class or activity has closed.
        </p>
        <ul>
          <li>
            <strong>Active projects</strong> can be edited or deleted by the student, or by a parent
            signed in to their child’s account.
          </li>
          <li>
            <strong>Approved and archived projects</strong> are part of the class record and cannot
            be changed directly. To edit or delete one, email us at {contactLink} from the address
            on the parent or educator account. We will make the change and let the teacher know.
          </li>
          <li>
            Teachers can read students’ work as it is written, guide it with comments, and share
            activities with colleagues who teach the same students.
          </li>
          <li>
            Students earn points for their work and spend them in the Avatar Store. Points are part
            of the game of learning: they have no cash value and cannot be sold or transferred.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cloud-drive',
    title: 'Documents from cloud drives',
    body: (
      <>
        <p>
          Educators can attach documents from a cloud drive, such as Google Drive, to assignments.
          You choose each file yourself. We open only the files you pick, and only to show them to
          your students with the assignment.
        </p>
        <p>
          You must have the right to share each document with your class. The document remains
          subject to the drive provider’s own terms, and if you delete it from your drive or change
          who may see it, it may disappear from the assignment too.
        </p>
      </>
    ),
  },
  {
    id: 'tutoring-and-camps',
    title: 'Tutors, camp counselors and campers',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is also used outside school: by tutors with the learners they teach, and by
          camp counselors with campers. Everything in these Terms about teachers applies to tutors
          and camp counselors, and everything about students applies to their learners and campers,
          including the age and consent rules in <a href="#who-may-use">Who may use Lectio</a>.
        </p>
        <h3>Paid tutoring or camp services</h3>
        <p>
          Some tutors and camps (“providers”) offer paid tutoring or camp services to families
          through {PRODUCT_NAME}. When they do:
        </p>
        <ul>
          <li>
            The provider is responsible for the service itself: what is taught, the schedule, and
            the supervision and safety of the children in their care. {PRODUCT_NAME} provides the
            tools and takes the payment.
          </li>
          <li>
            We pay the provider about {LEGAL.providerPayoutDays} days after the last day of service,
            less any fees agreed with the provider in advance. That interval lets us resolve any
            report that a booked service did not take place.
          </li>
          <li>
            Providers must keep to every background-check and safeguarding rule that applies where
            they work with children.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'books-and-bookstore',
    title: 'Printed books and the bookstore',
    body: (
      <>
        <p>
          Published student writing can be printed as a book on demand, so a family can hold a
          child’s reflections in their hands. Every copy is printed for its own order.
        </p>
        <ul>
          <li>
            <strong>Ordering.</strong> A teacher shares the book’s {ACCESS_CODE_LENGTH}-character
            code with the families of the class. With the code, anyone can open the order page, see
            the class title, teacher and school, and search the class list by student name to choose
            a child’s writing. Teachers should therefore share a book code only with the families of
            that class. You do not need an account to buy.
          </li>
          <li>
            <strong>Prices.</strong> Stories can be printed as a Standard or a Premium book, and
            journals as a Journal. Prices are shown in US dollars before you pay, together with the
            shipping options for your address. Class orders ship to the school.
          </li>
          <li>
            <strong>Teacher credits.</strong> Teachers may pay with teacher credits, at{' '}
            {CREDITS_PER_BOOK} credits for each book or journal and in whole books only. Credits
            have no cash value and cannot be sold or transferred.
          </li>
          <li>
            <strong>Payment.</strong> Card payments are handled by our card payment provider. We
            never see or store your full card number.
          </li>
          <li>
            <strong>All sales are final.</strong> Because each book is made to order, we cannot
            accept returns or give refunds. If a book arrives damaged or misprinted, write to us at{' '}
            {contactLink} with a photo and we will print and send a new copy at no charge.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payments',
    body: (
      <>
        <p>
          Classrooms are free for a {PRICING_PLANS.smallClass.name} of up to{' '}
          {PRICING_PLANS.smallClass.maxStudents} students. Larger classes need a{' '}
          {PRICING_PLANS.standard.name} subscription, paid monthly or annually, and{' '}
          {PRICING_PLANS.workbooks.name} are priced per student for each workbook. Current prices
          are on our <Link to={PATHS.pricing}>Pricing</Link> page.
        </p>
        <ul>
          <li>
            When you subscribe, you authorize us to charge your payment method for the plan you
            chose at each renewal until you cancel. Canceling stops the next renewal; the plan stays
            active until the end of the period you have paid for.
          </li>
          <li>
            <strong>Charges are final and non-refundable.</strong> We do not refund partial periods,
            unused student places or workbooks already assigned, except where the law requires a
            refund or a paid tutoring or camp service was not provided at all.
          </li>
          <li>
            A change to our prices is a change to these Terms. It takes effect as described in{' '}
            <a href="#changes">Changes to these Terms</a>, and never during a period you have
            already paid for.
          </li>
          <li>Prices do not include sales tax, which is added where it applies.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is a place for honest reflection, and its community includes children.
          Please help us keep it kind and safe. You must not:
        </p>
        <ul>
          <li>
            post anything hateful, harassing, sexually explicit, violent or otherwise harmful, or
            anything that mocks another person or their faith;
          </li>
          <li>share another person’s personal information without their permission;</li>
          <li>
            pretend to be someone else, or sign in to an account that is not yours, other than a
            parent signing in to their own child’s account or an administrator using the tools we
            provide for that;
          </li>
          <li>
            upload malicious code, test or get around our security, copy data out of the Service by
            automated means, or put an unreasonable load on it;
          </li>
          <li>
            use the Service to advertise, or to gather information about students for any purpose
            other than their education;
          </li>
          <li>copy, resell or rent out the Service or any part of it.</li>
        </ul>
        <p>
          Educators can remove content from their classes, and we may remove content or suspend an
          account that breaks these rules. If anything you see makes you worried about a child’s
          safety, tell their teacher and write to us at {contactLink} at once.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and ours',
    body: (
      <>
        <p>
          <strong>Your writing is yours.</strong> Students own what they write. Educators own the
          activities, courses, rubrics and materials they create. You give us a limited permission
          to store, copy, display and format your content only as needed to run the Service: to show
          it to the people you share it with, to create PDFs, and to print the books you or your
          family order. That permission ends when the content is deleted, except for books already
          ordered.
        </p>
        <p>
          We never sell your content, never use student writing in advertising, and never publish it
          without the permission of the school and, for a student under {LEGAL.adultAge}, a parent.
        </p>
        <p>
          <strong>Our content.</strong> The Service, its software and design, our illustrations,
          reflection questions and resources, the workbook activities provided by our publishing
          partner, and the {PRODUCT_NAME} name belong to us or to our partners. You may use them
          within the Service for teaching and learning, including printing them for your own class,
          but not for other purposes without our permission.
        </p>
        <p>
          <strong>Ideas and feedback.</strong> We are always glad to hear how {PRODUCT_NAME} could
          serve you better. If you send us a suggestion, we may use it freely.
        </p>
      </>
    ),
  },
  {
    id: 'requests',
    title: 'Access, correction and deletion',
    body: (
      <>
        <ul>
          <li>
            <strong>Access and correction.</strong> You may ask to see, or to correct, the member
            data we hold about you or about a student you administer. We handle these requests
            within {LEGAL.termsAccessRequestDays} days. Where a request concerns personal
            information covered by our {LEGAL_TITLES.privacy}, we keep the shorter promise made
            there: {LEGAL.privacyAccessRequestDays} calendar days. Requests about a student come
            through the student’s educator administrator.
          </li>
          <li>
            <strong>Deleting a school account.</strong> When an authorized administrator asks us to
            delete a school’s account, we delete it, with its student accounts and their writing,
            within {LEGAL.schoolDeletionHours} hours of confirming the request.
          </li>
          <li>
            <strong>Logs.</strong> Technical logs that may still mention a deleted account are
            removed within {LEGAL.logRetentionDays} days.
          </li>
          <li>
            <strong>Other accounts.</strong> Any account holder may ask us to delete their account.
            A child’s account is deleted at the request of their teacher, including when a parent
            asks the teacher for it.
          </li>
          <li>
            We keep records of purchases for as long as tax and accounting law requires, even after
            an account is deleted.
          </li>
        </ul>
        <p>Send requests to {contactLink}. We may ask you to confirm who you are before we act.</p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Services from other companies',
    body: (
      <>
        <p>
          Some parts of {PRODUCT_NAME} rely on services run by other companies: Google for sign-in
          and cloud drives, a video provider for embedded videos, a card payment provider, a
          printing and shipping partner for books, and an email delivery service. Your use of those
          services is also governed by their own terms. We choose these partners with care and share
          with them only what they need (see{' '}
          <Link to={privacySectionPath('third-party-data')}>Third-party data</Link>), but we are not
          responsible for how their services work.
        </p>
        <p>
          Articles, media and other websites we link to are there for your interest; we do not
          control them.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          We work hard to keep {PRODUCT_NAME} available, accurate and safe, but we provide the
          Service “as is” and “as available”. As far as the law allows, we disclaim all warranties,
          express or implied, including warranties of merchantability, fitness for a particular
          purpose and non-infringement.
        </p>
        <p>
          We do not promise that the Service will always be uninterrupted or free of errors, or that
          every resource suits every class. Educators remain responsible for the teaching they give.{' '}
          {PRODUCT_NAME} supports, and does not replace, pastoral care, spiritual direction or
          professional counseling.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>As far as the law allows:</p>
        <ul>
          <li>
            we are not liable for indirect, incidental, special, consequential or punitive damages,
            or for lost profits, data or goodwill, even if we were told they might happen;
          </li>
          <li>
            our total liability for all claims relating to the Service is limited to{' '}
            <strong>
              the lesser of the amount you paid us for the Service in question, or{' '}
              {formatUsd(LEGAL.liabilityCapUsd)}
            </strong>
            .
          </li>
        </ul>
        <p>
          Some places do not allow these limits; there, they apply only as far as the law permits.
          Nothing in these Terms limits a liability that the law does not allow to be limited, such
          as liability for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        If you use the Service in breach of these Terms or the law, or share content you had no
        right to share, and someone makes a claim against us as a result, you agree to cover our
        reasonable losses and costs, including legal fees. This does not apply to public schools or
        other public bodies that the law does not allow to give such a promise.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes and arbitration',
    body: (
      <>
        <p>
          <strong>Please talk to us first.</strong> Most problems are solved by a conversation.
          Before starting a formal claim, write to us at {contactLink}, describe the problem and
          tell us what you would like us to do. We will do the same before bringing any claim
          against you.
        </p>
        <h3>Binding individual arbitration</h3>
        <p>
          If we cannot settle it together, you and we agree that any dispute relating to these Terms
          or the Service will be decided by binding arbitration on an individual basis, not in
          court. There are two exceptions: either of us may bring an individual claim in small
          claims court, and either of us may ask a court to stop the misuse of intellectual
          property.
        </p>
        <p>
          The arbitration is run by a recognized arbitration provider in the United States under its
          rules for consumer disputes, before a single neutral arbitrator. Depending on the amount
          claimed:
        </p>
        <ul>
          <li>
            <strong>Claims of {formatUsd(documentsOnlyLimitUsd)} or less</strong> are decided on
            written submissions, unless the arbitrator decides a hearing is needed. Any hearing may
            be held by video call.
          </li>
          <li>
            <strong>Claims of {formatUsd(feesCoveredLimitUsd)} or less:</strong> we pay the filing,
            administration and arbitrator fees, unless the arbitrator finds the claim frivolous.
          </li>
          <li>
            <strong>Claims above {formatUsd(feesCoveredLimitUsd)}:</strong> the provider’s rules
            decide how the fees are shared.
          </li>
        </ul>
        <p>
          <strong>Choosing the arbitrator.</strong> If we cannot agree on an arbitrator within{' '}
          {countOf(LEGAL.arbitratorSelectionDays, 'day')} after the provider sends its list of
          candidates, the provider appoints one.
        </p>
        <p>
          <strong>No class actions.</strong> Claims may be brought only individually, not as a
          plaintiff or member of a class, collective or representative action, and an arbitrator may
          not combine the claims of different people.
        </p>
        <p>
          <strong>Time limit.</strong> Any claim must be started within{' '}
          {countOf(LEGAL.claimLimitationYears, 'year')} after it arose, or it is permanently barred,
          unless the law sets a time limit that cannot be shortened.
        </p>
        <p>
          <strong>Changes to this section.</strong> If we change this section after you have
          accepted these Terms, you may reject the change by writing to us within{' '}
          {LEGAL.arbitrationRejectionDays} days of our notice of it. The version you accepted then
          continues to apply to any dispute between us.
        </p>
        <p>
          <strong>Governing law.</strong> The Federal Arbitration Act governs this section.
          Otherwise these Terms are governed by the laws of the United States and of the state where{' '}
          {PARENT_COMPANY.name} has its principal place of business, without regard to
          conflict-of-law rules.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing accounts',
    body: (
      <>
        <p>
          You may stop using {PRODUCT_NAME} at any time and ask us, or your school, to delete your
          account as described in <a href="#requests">Access, correction and deletion</a>.
        </p>
        <p>
          We may suspend or close an account that breaks these Terms, puts others at risk
          (especially children), or that its school asks us to close. Where it is reasonable, we
          will tell you first and give you the chance to save your work. When a school’s account
          closes, the student accounts it administers close with it.
        </p>
        <p>
          The parts of these Terms that by their nature should last beyond the end of an account,
          such as disclaimers, limits of liability and how disputes are resolved, continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <>
        <p>
          We may update these Terms as {PRODUCT_NAME} grows. We will tell account holders by email
          and on this page, and a change takes effect {LEGAL.amendmentNoticeDays} days after that
          notice. The effective date at the top of this page always shows the version in force.
        </p>
        <p>
          If you keep using the Service after a change takes effect, you accept the new Terms. If
          you do not agree with a change, please close your account before then. Changes to the
          arbitration rules can also be rejected as explained in{' '}
          <a href="#disputes">Disputes and arbitration</a>.
        </p>
      </>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <ul>
        <li>
          These Terms, with the {LEGAL_TITLES.privacy} and the {LEGAL_TITLES.cookies}, are the whole
          agreement between you and us about the Service.
        </li>
        <li>
          If a court or arbitrator finds part of these Terms unenforceable, the rest stays in force.
        </li>
        <li>If we do not enforce a right immediately, we have not given it up.</li>
        <li>
          You may not transfer these Terms or your account to anyone else. We may transfer them to a
          business that takes over the Service, and will tell you if we do.
        </li>
        <li>
          We are not responsible for delays caused by events beyond our reasonable control, such as
          natural disasters or widespread internet outages.
        </li>
        <li>
          We send notices to the email address on your account, so please keep it current. You can
          reach us at {contactLink}.
        </li>
      </ul>
    ),
  },
];

/** Terms of Use (SPEC §2.8, §5, §9), effective on the date in LEGAL. */
export function TermsOfUse() {
  return (
    <LegalDocument
      document="terms"
      effectiveDate={LEGAL.effectiveDate}
      lead={
        <p>
          The agreement between you and us when you use {PRODUCT_NAME} to read, reflect and write.
          We have tried to write it the way we would explain it to a parent at school pickup:
          plainly, and with nothing important tucked away.
        </p>
      }
      summary={
        <ul>
          <li>
            Accounts are held by adults aged {LEGAL.adultAge} or over. Students join through a
            teacher, school, organization leader or parent, never on their own.
          </li>
          <li>
            Schools and educators control their students’ information; we process it only to run{' '}
            {PRODUCT_NAME} for them.
          </li>
          <li>Student writing belongs to the student. We never sell it or use it to advertise.</li>
          <li>Charges are final and non-refundable, and all book sales are final.</li>
          <li>
            If we disagree, we talk first, then use individual arbitration (see{' '}
            <a href="#disputes">Disputes and arbitration</a>).
          </li>
          <li>
            We give {LEGAL.amendmentNoticeDays} days’ notice before a change to these Terms takes
            effect.
          </li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
