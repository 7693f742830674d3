import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import QRCode from 'qrcode';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { loginCodeExpiry } from '@common/copy/login-codes';
import { PATHS } from '@common/routes';
import type { CreatedStudent } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import styles from './SignInCards.module.css';

const COPY = CLASSROOM_SCREENS.signInCards;
const STUDENT_COPY = CLASSROOM_SCREENS.students;

/** Cards on one printed sheet: 2 columns × 4 rows, on Letter and A4 alike. */
export const CARDS_PER_PAGE = 8;

/** The address students sign in at, on this site. */
function signInAddress(): string {
  return typeof window === 'undefined'
    ? PATHS.studentSignIn
    : `${window.location.origin}${PATHS.studentSignIn}`;
}

/** The QR code of the sign-in address, as SVG markup (made once per sheet). */
function useQrSvg(address: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then(
      (markup) => live && setSvg(markup),
    );
    return () => {
      live = false;
    };
  }, [address]);
  return svg;
}

/**
 * Sign-in cards for students with a login code just made (shown this once). On screen: a
 * panel with the cards and Print. On paper: ONLY the cut-out sheet, 8 cards a page, never a
 * card split across pages (the sheet is a portal outside the page; the print stylesheet hides
 * everything else). `printNow` prints as soon as the cards are ready (the Print cards action).
 */
export function SignInCards({
  students,
  printNow = false,
  onClose,
}: {
  students: CreatedStudent[];
  printNow?: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const address = signInAddress();
  const qr = useQrSvg(address);
  const body = typeof document === 'undefined' ? null : document.body;

  // While the cards are shown, printing the page prints only their sheet (the print rules key
  // on this class of <body>).
  useEffect(() => {
    const marker = styles.printingCards ?? '';
    document.body.classList.add(marker);
    return () => document.body.classList.remove(marker);
  }, []);

  useEffect(() => {
    if (printNow && qr) window.print();
  }, [printNow, qr]);

  const pages: CreatedStudent[][] = [];
  for (let at = 0; at < students.length; at += CARDS_PER_PAGE) {
    pages.push(students.slice(at, at + CARDS_PER_PAGE));
  }

  const card = (student: CreatedStudent) => (
    <li key={student.id} className={styles.card} data-testid="sign-in-card">
      <p className={styles.name}>
        {student.firstName} {student.lastName}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{STUDENT_COPY.cardUsername}</dt>
          <dd className={styles.value}>{student.username}</dd>
        </div>
        <div>
          <dt>{STUDENT_COPY.cardCode}</dt>
          <dd className={styles.value} data-testid="login-code">
            {student.loginCode}
          </dd>
        </div>
      </dl>
      <p className={styles.address}>
        <span className={styles.addressLabel}>{STUDENT_COPY.cardSignIn}</span> {address}
      </p>
      {qr && (
        <span
          className={styles.qr}
          role="img"
          aria-label={COPY.qr(address)}
          // The SVG is made by the qrcode package from our own address, never from user input.
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      )}
      {student.loginCodeExpiresAt && (
        <p className={styles.expiry} data-testid="login-code-expiry">
          {loginCodeExpiry(student.loginCodeExpiresAt)}
        </p>
      )}
    </li>
  );

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="login-cards">
      <h2 id={`${id}-title`} className={styles.title}>
        {COPY.title(students.length)}
      </h2>
      <p className={styles.note}>{COPY.note}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.print()}>{STUDENT_COPY.print}</Button>
        <Button variant="ghost" onClick={onClose}>
          {COPY.close}
        </Button>
      </div>
      <ul className={styles.preview}>{students.map(card)}</ul>
      {body &&
        // The sheet lives straight under <body>, so printing can hide everything but it.
        createPortal(
          <div className={styles.sheetHost} aria-hidden="true">
            {pages.map((page, index) => (
              <ul key={index} className={styles.page} data-testid="sign-in-page">
                {page.map(card)}
              </ul>
            ))}
          </div>,
          body,
        )}
    </section>
  );
}
