import { useId, useState, type ComponentType, type Ref } from 'react';
import { useParams } from 'react-router';
import { WORKBOOK_COPY as COPY } from '@common/copy/workbooks';
import { teacherBillingPath } from '@common/routes';
import type { ClassWorkbooksView } from '@common/schemas/workbooks';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { useAcceptPack } from '../api/accept-pack';
import { useAddWorkbook } from '../api/add-workbook';
import { useAssignLicences } from '../api/assign-licences';
import { useBuyLicences } from '../api/buy-licences';
import { useConfirmPurchase } from '../api/confirm-purchase';
import { useClassWorkbooks } from '../api/get-class-workbooks';
import { useQuote } from '../api/get-quote';
import { useMoveLicence } from '../api/move-licence';
import {
  LicencePurchaseReview,
  QuantityField,
  useLicencePurchase,
  WorkbookField,
} from './LicencePurchaseReview';
import styles from './WorkbooksTab.module.css';

/** What the store's card field offers through its ref (the route hands the field in). */
export interface CardHandle {
  confirm(input: {
    clientSecret: string;
    provider: 'stripe' | 'local';
    billing: { name: string; email: string };
  }): Promise<{ ok: true; paymentIntentId: string } | { ok: false; message: string }>;
  reveal(): void;
}
export type CardFieldComponent = ComponentType<{
  ref?: Ref<CardHandle>;
  error?: string | null;
}>;

/**
 * The class page's Workbooks tab (issue 16, point 8): buy licences (the server's price, the
 * terms, then the card or the next invoice), assign and move them per student, and add a
 * workbook's reflections to the class.
 */
export function WorkbooksTab({ CardField }: { CardField: CardFieldComponent }) {
  const { classId = '' } = useParams();
  const view = useClassWorkbooks(classId);
  if (view.isPending) return <Skeleton label={COPY.loading} lines={6} />;
  if (!view.data) {
    return <LoadFailed message={COPY.loadFailed} onRetry={() => void view.refetch()} />;
  }
  const data = view.data;
  const shown = data.workbooks.filter((workbook) => workbook.licences.length > 0 || workbook.added);
  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-labelledby="workbooks-heading">
        <h2 id="workbooks-heading" className={styles.heading}>
          {COPY.heading}
        </h2>
        <p className={styles.muted}>
          {COPY.intro} {COPY.schoolYear(data.schoolYear.label)}.
        </p>
        {!data.standardOn ? (
          <div className={styles.note} role="note">
            <p>{COPY.needsStandard}</p>
            <ButtonLink href={teacherBillingPath('year')} variant="secondary">
              {COPY.getStarted}
            </ButtonLink>
          </div>
        ) : (
          data.mayBuy && <BuyLicences view={data} CardField={CardField} />
        )}
      </section>
      {shown.length === 0 ? (
        <p className={styles.muted}>{COPY.noLicences}</p>
      ) : (
        shown.map((workbook) => (
          <WorkbookLicences key={workbook.id} view={data} workbookId={workbook.id} />
        ))
      )}
    </div>
  );
}

function BuyLicences({
  view,
  CardField,
}: {
  view: ClassWorkbooksView;
  CardField: CardFieldComponent;
}) {
  const id = useId();
  const buyable = view.workbooks.filter((workbook) => workbook.status === 'complete');
  const pricing = useQuote(view.classId);
  const buy = useBuyLicences(view.classId);
  const confirm = useConfirmPurchase(view.classId);
  const purchase = useLicencePurchase({
    workbookId: buyable[0]?.id ?? '',
    quantity: String(Math.max(1, view.students.length)),
    reviewing: pricing.isPending,
    price: ({ workbookId, quantity }) =>
      pricing.mutateAsync({ workbookId, quantity: Number(quantity) }),
    buy: (quote, idempotencyKey) =>
      buy.mutateAsync({ workbookId: quote.workbookId, quantity: quote.quantity, idempotencyKey }),
    confirm: confirm.mutateAsync,
    failed: COPY.loadFailed,
    bought: COPY.bought,
  });

  return (
    <div className={styles.buy}>
      <h3 className={styles.subheading}>{COPY.buyHeading}</h3>
      <div className={styles.row}>
        <WorkbookField id={id} workbooks={buyable} purchase={purchase} />
        <QuantityField id={id} hint={COPY.quantityHint} purchase={purchase} />
      </div>
      <LicencePurchaseReview
        purchase={purchase}
        invoiced={view.collectionMethod === 'send_invoice'}
        CardField={CardField}
        totalTestId="licence-total"
      />
    </div>
  );
}

function WorkbookLicences({ view, workbookId }: { view: ClassWorkbooksView; workbookId: string }) {
  const workbook = view.workbooks.find((candidate) => candidate.id === workbookId)!;
  const headingId = useId();
  const assign = useAssignLicences(view.classId);
  const add = useAddWorkbook(view.classId);
  const move = useMoveLicence(view.classId);
  const accept = useAcceptPack(view.classId);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const licenceOf = (studentId: string) =>
    workbook.licences.find((licence) => licence.studentId === studentId);
  const assigned = workbook.licences.filter((licence) => licence.studentId !== null).length;
  const unlicensed = view.students.filter((student) => !licenceOf(student.id));

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setMessage(null);
    try {
      await action();
      if (success) setMessage({ text: success, failed: false });
    } catch (caught) {
      setMessage({ text: messageOf(caught, COPY.loadFailed), failed: true });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.licencesHeading(workbook.title)}
      </h2>
      <p className={styles.muted}>{workbook.label}</p>
      {workbook.packs
        .filter((pack) => pack.acceptedVersion !== null)
        .map((pack) => (
          <PackVersion
            key={pack.packId}
            pack={pack}
            accepting={accept.isPending}
            onAccept={() =>
              run(
                () => accept.mutateAsync({ packId: pack.packId, version: pack.latestVersion }),
                COPY.accepted(pack.latestVersion),
              )
            }
          />
        ))}
      <p data-testid={`licence-counts-${workbook.id}`}>
        {COPY.licenceCounts(workbook.licences.length, assigned)}
      </p>
      <div className={styles.actions}>
        {workbook.added ? (
          <p className={styles.success}>{COPY.alreadyAdded}</p>
        ) : (
          <Button
            variant="secondary"
            disabled={add.isPending || !view.standardOn}
            onClick={() => void run(() => add.mutateAsync(workbook.id), COPY.added)}
          >
            {add.isPending ? COPY.adding2 : COPY.addToClass}
          </Button>
        )}
        {unlicensed.length > 0 && workbook.licences.length > assigned && (
          <Button
            disabled={assign.isPending || !view.standardOn}
            onClick={() => void run(() => assign.mutateAsync({ workbookId: workbook.id }))}
          >
            {assign.isPending ? COPY.assigning : COPY.assignAll}
          </Button>
        )}
      </div>
      {message && (
        <p
          className={message.failed ? styles.error : styles.success}
          role={message.failed ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {view.students.length === 0 ? (
        <p className={styles.muted}>{COPY.noStudents}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{COPY.studentColumn}</th>
              <th scope="col">{COPY.licenceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {view.students.map((student) => {
              const licence = licenceOf(student.id);
              return (
                <tr key={student.id}>
                  <th scope="row">{student.name}</th>
                  <td>
                    {!licence ? (
                      <div className={styles.move}>
                        <span className={styles.muted}>{COPY.unlicensed}</span>
                        {workbook.licences.length > assigned && (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={COPY.assignOneLabel(student.name)}
                            disabled={assign.isPending || !view.standardOn}
                            onClick={() =>
                              void run(() =>
                                assign.mutateAsync({
                                  workbookId: workbook.id,
                                  studentIds: [student.id],
                                }),
                              )
                            }
                          >
                            {COPY.assignOne}
                          </Button>
                        )}
                      </div>
                    ) : licence.firstWrittenAt ? (
                      COPY.written
                    ) : (
                      <MoveLicence
                        name={student.name}
                        targets={unlicensed}
                        disabled={move.isPending || !view.standardOn}
                        onMove={(studentId) =>
                          void run(() => move.mutateAsync({ licenceId: licence.id, studentId }))
                        }
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function MoveLicence({
  name,
  targets,
  disabled,
  onMove,
}: {
  name: string;
  targets: { id: string; name: string }[];
  disabled: boolean;
  onMove: (studentId: string | null) => void;
}) {
  const id = useId();
  const [target, setTarget] = useState('');
  return (
    <div className={styles.move}>
      <span>{COPY.licensed}</span>
      {targets.length > 0 && (
        <>
          <label htmlFor={id} className="visually-hidden">
            {COPY.moveLabel(name)}
          </label>
          <select
            id={id}
            className={styles.smallInput}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{COPY.moveTo}</option>
            {targets.map((student) => (
              <option key={student.id} value={student.id}>
                {student.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled || !target}
            onClick={() => onMove(target)}
          >
            {COPY.move}
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onMove(null)}>
        {COPY.release}
      </Button>
    </div>
  );
}

type ClassPack = ClassWorkbooksView['workbooks'][number]['packs'][number];

/**
 * A publisher pack the class keeps (issue 16, point 9): its version, and when a newer one is
 * verified, the update, accepted only after the teacher has read what it will change.
 */
function PackVersion({
  pack,
  accepting,
  onAccept,
}: {
  pack: ClassPack;
  accepting: boolean;
  onAccept: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const accepted = pack.acceptedVersion!;
  return (
    <div className={styles.note} role="note" data-testid={`pack-${pack.packId}`}>
      <p>{COPY.packVersion(pack.packId, accepted)}</p>
      {pack.newerAvailable && !confirming && (
        <>
          <p>{COPY.newerPackVersion(accepted, pack.latestVersion)}</p>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {COPY.reviewUpdate}
          </Button>
        </>
      )}
      {pack.newerAvailable && confirming && (
        <>
          <p>{COPY.acceptConfirm(accepted, pack.latestVersion)}</p>
          <div className={styles.actions}>
            <Button
              size="sm"
              disabled={accepting}
              onClick={() => void onAccept().then(() => setConfirming(false))}
            >
              {accepting ? COPY.accepting : COPY.acceptVersion(pack.latestVersion)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {COPY.cancel}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
