import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL, PARENT_COMPANY, PRODUCT_NAME } from '@common/constants';
import {
  LEGAL_TITLES,
  PRIVACY_SECTIONS,
  VISITOR_COOKIES_STATEMENT,
  type PrivacySectionId,
} from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { publicConfig } from '~/lib/public-config';
import { LegalDocument } from '../components/LegalDocument';

const contactEmail = publicConfig.CONTACT_EMAIL;
/**
 * The provider that receives messages to translate ("Show in my language", issue 17): the
 * server starts with a translation provider only when it is named, so this names every one.
 */
const translationProvider = publicConfig.TRANSLATION_PROVIDER_NAME;
const contactLink = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
const requestDays = `${LEGAL.privacyAccessRequestDays} calendar days`;

/** The body of each anchor section; the ids and titles are the spec's (common/copy/legal.ts). */
const BODIES: Record<PrivacySectionId, ReactNode> = {
  'data-collection': (
    <>
      <p>
        We collect only what we need to run {PRODUCT_NAME} for schools, parishes and families. Some
        information you give us yourself, some your school or educator gives us, and some our
        systems record as the Service is used.
      </p>
      <h3>Students</h3>
      <p>The personally identifiable information we hold about a student is limited to:</p>
      <ul>
        <li>first name and last name;</li>
        <li>grade level;</li>
        <li>password, stored only in a scrambled, one-way form that no one can read back;</li>
        <li>avatar, and the points earned to dress it up.</li>
      </ul>
      <p>
        We also hold what the student creates: reflections, writing, and the comments exchanged with
        their teacher. When a student signs in with Google, we save only the email address, first
        name and last name from their Google account. We never receive their Google password,
        contacts or files.
      </p>
      <h3>Educator administrators</h3>
      <p>
        For teachers, school and district administrators, organization leaders and instructors, we
        hold their name, email address, mobile phone number (optional), job title and school.
        Teachers may add a second email address so the activation email still arrives if a school
        spam filter blocks the first; we use it for nothing else.
      </p>
      <h3>Schools and organizations</h3>
      <p>The school’s or organization’s name and location, the subjects taught and the grades.</p>
      <h3>Parents and guardians</h3>
      <p>
        When a parent or guardian is attached to a student’s account, we hold their name and email
        address. The parent then becomes an administrator of that student, alongside the student’s
        teacher.
      </p>
      <h3>Bookstore orders</h3>
      <p>
        To print and deliver a book we need the buyer’s name, email address, telephone number
        (optional) and shipping address, and the books ordered. Card details are entered into a
        field provided by our card payment provider and go straight to it; we never see or store the
        full card number.
      </p>
      <h3>Technical information</h3>
      <p>
        Like every website, our servers record technical details of each visit: IP address, browser
        and device type, the pages requested and when, and any errors. We keep these logs to secure
        the Service and to fix problems. The <a href="#cookies">Cookies</a> section explains the
        small files we store in your browser.
      </p>
    </>
  ),
  'data-use': (
    <>
      <p>We use information only to provide {PRODUCT_NAME} and to make it better for learning:</p>
      <ul>
        <li>to create and run accounts, classes, courses and Limited Access Groups;</li>
        <li>
          to show a student’s writing to their teachers, their parents and the members of their
          group, and nobody else;
        </li>
        <li>to award points and run the Avatar Store;</li>
        <li>to print and ship the books that families and teachers order, and to take payment;</li>
        <li>
          to send the emails the Service needs: account confirmation, password resets, receipts and
          notice of important changes;
        </li>
        <li>to keep the Service secure, prevent fraud and abuse, and fix what goes wrong;</li>
        <li>to understand, in totals rather than individuals, which features help classes most.</li>
      </ul>
      <p>We never:</p>
      <ul>
        <li>sell or rent anyone’s personal information;</li>
        <li>
          show advertising to students, or use student information to target advertising anywhere;
        </li>
        <li>build a profile of a student for any purpose other than their education;</li>
        <li>use student writing for any purpose the school or family has not asked for.</li>
      </ul>
      <p>
        We occasionally send educators news about {PRODUCT_NAME}, always with a way to unsubscribe.
        We never send marketing to students.
      </p>
    </>
  ),
  minors: (
    <>
      <p>
        {PRODUCT_NAME} serves students from 4th grade through high school, so many of the people who
        write with us are children. We treat their information with particular care.
      </p>
      <h3>Children under {LEGAL.childPrivacyAge}</h3>
      <p>
        In line with the Children’s Online Privacy Protection Act (COPPA), we collect personal
        information from a child under {LEGAL.childPrivacyAge} only with the verifiable consent of a
        parent or guardian, or, where a school uses {PRODUCT_NAME} for its students’ education, with
        the consent of the school acting for the parents. A child’s information is used only for the
        educational purpose the school or parent chose, never for any commercial purpose.
      </p>
      <h3>Students in schools</h3>
      <p>
        When a school uses {PRODUCT_NAME}, its students’ records stay under the school’s control, as
        the Family Educational Rights and Privacy Act (FERPA) requires. We act as a school official
        with a legitimate educational interest: we use the records only for the purposes for which
        the school shared them, and we do not pass them on except as the school directs or the law
        requires.
      </p>
      <h3>Young people under {LEGAL.adultAge}</h3>
      <p>
        Anyone under {LEGAL.adultAge} uses {PRODUCT_NAME} with the consent of a parent or guardian.
        Accounts of one’s own are held only by adults aged {LEGAL.adultAge} or over.
      </p>
      <h3>What parents can ask</h3>
      <p>A parent or guardian may at any time:</p>
      <ul>
        <li>review the personal information we hold about their child;</li>
        <li>ask us to correct it;</li>
        <li>ask us to delete it, and to collect no more.</li>
      </ul>
      <p>
        Send requests to your child’s teacher or to us at {contactLink}. We confirm that you are the
        child’s parent or guardian, work with the school where there is one, and answer within{' '}
        {requestDays}. Deleting a child’s information closes their account.
      </p>
    </>
  ),
  'third-party-data': (
    <>
      <h3>What we share, and with whom</h3>
      <p>We never sell personal information. We share it only with:</p>
      <ul>
        <li>
          the companies that help us run the Service, under written contracts that let them use it
          only on our instructions and require them to protect it: hosting and storage, email
          delivery, our card payment provider, and the printing and shipping partner that makes the
          books (which receives only the book’s contents and the shipping details);
        </li>
        <li>
          the school or educator that administers a student’s account, and the parents they add;
        </li>
        <li>authorities, where the law requires it or where someone’s safety is at risk.</li>
      </ul>
      {translationProvider ? (
        <p>
          Messages stay inside Lectio, with one exception a school chooses. “Show in my language” is
          off unless a school turns it on. Where it is on and a reader asks to see a message in
          their language, the text of that one message, as its writer wrote it, is sent to{' '}
          {translationProvider}, our translation provider, and nothing else: not who wrote it or
          reads it, not the class, not the school. We keep the translation with the message and
          delete it with the message. A care flag about a student’s safety reaches only the school’s
          own safeguarding lead.
        </p>
      ) : (
        <p>
          Messages are never sent outside Lectio. “Show in my language” is off unless a school turns
          it on, and Lectio uses no translation provider today: nothing is sent for translation. If
          we add one, it will be named here before any school can use it. A care flag about a
          student’s safety reaches only the school’s own safeguarding lead.
        </p>
      )}
      <h3>What we receive from others</h3>
      <ul>
        <li>
          From Google, when a student signs in with a Google account: the email address, first name
          and last name, and nothing more.
        </li>
        <li>
          From a cloud drive, only the documents an educator chooses to attach to an assignment.
        </li>
        <li>From an educator administrator, the students and parents they add to a class.</li>
      </ul>
      <p>
        Videos on our public pages are embedded in the video provider’s privacy-enhanced mode, so
        the provider stores nothing in your browser until you choose to play a video.
      </p>
    </>
  ),
  'automated-decision-making': (
    <>
      <p>
        We do not make decisions that have legal or similarly significant effects on anyone by
        automated means alone. Grades, feedback and approvals always come from teachers.
      </p>
      <p>
        The few things that happen automatically are simple and visible: points are added when a
        student completes an activity, following the rules the teacher has set, and our security
        checks slow down repeated failed sign-ins. If you think an automated step has treated you
        unfairly, write to us and a person will look at it.
      </p>
    </>
  ),
  'transfer-of-data': (
    <>
      <p>
        {PARENT_COMPANY.name} is based in the United States, and we store and process information in
        the United States. If you use {PRODUCT_NAME} from another country, your information is
        transferred to the United States, where data protection law may differ from yours. We
        protect it as this policy describes wherever you are, and where a school outside the United
        States needs contractual safeguards for the transfer, we will sign them.
      </p>
      <p>
        If {PRODUCT_NAME} or {PARENT_COMPANY.name} is involved in a merger, acquisition or sale of
        assets, student information may pass to the new owner only if it is bound by the promises in
        this policy. We will tell administrators before the transfer, and they may delete their
        accounts before it happens.
      </p>
    </>
  ),
  cookies: (
    <>
      <p>
        We use a small number of cookies: to keep you signed in, to remember a choice you made, and,
        for visitors to our public pages only, to count visits. We use no advertising cookies.
      </p>
      <p>
        <strong>{VISITOR_COOKIES_STATEMENT}</strong>
      </p>
      <p>
        Our <Link to={PATHS.cookies}>{LEGAL_TITLES.cookies}</Link> lists every cookie with its
        purpose and how long it lasts, and explains how to control cookies in your browser.
      </p>
    </>
  ),
  'data-duration': (
    <>
      <p>
        We keep personal information only as long as we need it to provide the Service, or as the
        law requires.
      </p>
      <ul>
        <li>
          A student’s information is kept while their account is open with their school or parent.
          When an administrator deletes the account, or asks us to, we delete it.
        </li>
        <li>
          When an authorized administrator asks us to delete a school’s account, we delete it, with
          its student accounts and their writing, within {LEGAL.schoolDeletionHours} hours of
          confirming the request.
        </li>
        <li>
          Messages between teachers, students and families belong to their class’s record. Nobody
          can delete a message; a sender may withdraw one within 5 minutes, and the school keeps the
          original. A class’s messages are kept for the school year in which the class is archived
          and one more year (school years end on 31 July), then deleted. They go sooner with the
          class, the student’s account or the school’s account when those are deleted.
        </li>
        <li>
          Technical logs, including any that mention a deleted account, are removed within{' '}
          {LEGAL.logRetentionDays} days.
        </li>
        <li>
          Records of purchases are kept as long as tax and accounting law requires. Books already
          printed cannot be recalled.
        </li>
      </ul>
    </>
  ),
  'data-protection': (
    <>
      <p>We protect information with the care that children’s information deserves:</p>
      <ul>
        <li>
          all traffic is encrypted in transit, and our databases and backups are encrypted at rest;
        </li>
        <li>
          passwords are stored only as strong one-way hashes that no one, including our staff, can
          read;
        </li>
        <li>
          sign-in cookies cannot be read by scripts on the page, are replaced at each sign-in and
          stop working at sign-out;
        </li>
        <li>
          repeated sign-in attempts and code look-ups are limited, so codes cannot be guessed;
        </li>
        <li>
          only staff who need it to support a school can reach student information, and each access
          is recorded; when a teacher views a student’s account to help them, that is recorded too;
        </li>
        <li>our team is trained in handling children’s data and bound by confidentiality;</li>
        <li>we test our security regularly and keep our systems up to date.</li>
      </ul>
      <p>
        If a breach ever affects your information, we will tell the schools and account holders
        concerned promptly, explain what happened and what we are doing about it, and meet every
        notification duty the law sets.
      </p>
    </>
  ),
  'administrator-responsibilities': (
    <>
      <p>
        Schools and educator administrators are the data controllers for their students’
        information; we are their data processor. Administrators:
      </p>
      <ul>
        <li>
          add only students they are responsible for, and make sure the consent the law requires has
          been given first: a parent’s consent for a child under {LEGAL.childPrivacyAge}, or the
          school’s own consent in an educational setting;
        </li>
        <li>add only the information the class needs, and keep it accurate;</li>
        <li>
          keep their own sign-in and their students’ login codes safe, and share Access Codes and
          book codes only with the people they are meant for;
        </li>
        <li>attach drive documents only when they are suitable to share with the class;</li>
        <li>pass on parents’ requests to see, correct or delete their child’s information;</li>
        <li>tell us promptly when they suspect an account has been misused.</li>
      </ul>
      <p>
        We help with every one of these. Requests to access or correct information are answered
        within {requestDays}.
      </p>
    </>
  ),
  'student-responsibilities': (
    <>
      <p>If you are a student, here is how you can help keep {PRODUCT_NAME} safe:</p>
      <ul>
        <li>Keep your password or login code to yourself, even from friends.</li>
        <li>Sign in only to your own account.</li>
        <li>Write kindly. Your classmates are reflecting on things that matter to them too.</li>
        <li>
          Leave personal details out of your writing, such as your address or phone number, or
          anything private about someone else.
        </li>
        <li>
          If something on {PRODUCT_NAME} upsets you or seems wrong, tell your teacher or a parent.
        </li>
        <li>Ask your teacher or a parent if you want to change or delete something you wrote.</li>
      </ul>
    </>
  ),
  'non-discrimination': (
    <>
      <p>
        You will never be treated differently for using your privacy rights. We will not refuse you
        the Service, charge you a different price or give you a lesser service because you asked to
        see, correct or delete your information.
      </p>
      <p>
        We do not use personal information to make decisions about anyone based on race, color,
        national origin, sex, disability, religion or age, and we offer {PRODUCT_NAME} on the same
        terms to every school, parish and family.
      </p>
    </>
  ),
  'other-regulations': (
    <>
      <p>We design {PRODUCT_NAME} to help schools meet their duties under:</p>
      <ul>
        <li>the Children’s Online Privacy Protection Act (COPPA);</li>
        <li>the Family Educational Rights and Privacy Act (FERPA);</li>
        <li>
          the Protection of Pupil Rights Amendment (PPRA): we do not survey students on the
          sensitive subjects it protects;
        </li>
        <li>
          state student privacy laws, such as California’s Student Online Personal Information
          Protection Act (SOPIPA);
        </li>
        <li>
          state consumer privacy laws, such as the California Consumer Privacy Act, which give you
          the right to know, correct and delete your information and to opt out of its sale (we do
          not sell it).
        </li>
      </ul>
      <p>Where another law gives you further rights, we honor them. Ask us at {contactLink}.</p>
      <h3>Changes to this policy</h3>
      <p>
        When we change this policy, we publish a new version with a new effective date at the top of
        this page and tell administrators before any important change. We will never use information
        already collected from students in a materially different way without the consent the law
        requires.
      </p>
    </>
  ),
};

const SECTIONS = PRIVACY_SECTIONS.map((section) => ({ ...section, body: BODIES[section.id] }));

/** Privacy and Security Policy (SPEC §2.8): version and effective date from LEGAL. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      document="privacy"
      effectiveDate={LEGAL.effectiveDate}
      version={LEGAL.privacyVersion}
      lead={
        <p>
          How {PRODUCT_NAME} collects, uses and protects information, above all the information of
          the children and young people who read, reflect and write with us.
        </p>
      }
      summary={
        <ul>
          <li>
            We collect only what we need to run {PRODUCT_NAME} for schools, parishes and families.
          </li>
          <li>
            Schools and educators control their students’ information; we are their data processor.
          </li>
          <li>We never sell personal information and never show advertising to students.</li>
          <li>
            Students under {LEGAL.childPrivacyAge} take part only with a parent’s or their school’s
            consent.
          </li>
          <li>You can see and correct your information; we answer within {requestDays}.</li>
          <li>
            A school’s account is deleted within {LEGAL.schoolDeletionHours} hours of a confirmed
            request, and logs within {LEGAL.logRetentionDays} days.
          </li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
