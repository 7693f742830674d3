import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AUTH_LABELS, RESET_PASSWORD } from '@common/copy/auth';
import { academyResetSchema } from '@common/schemas/academy-auth';
import styles from '~/features/auth/components/Form.module.css';
import { NewPasswordFields } from '~/features/auth/components/NewPasswordFields';
import { StatusScreen, statusStyles } from '~/features/auth/components/StatusScreen';
import { SubmitButton } from '~/features/auth/components/SubmitButton';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { firstError } from '~/features/auth/utils/auth-api';
import { zodResolver } from '~/lib/zod-resolver';
import { useAcademyReset } from './api';

interface ResetValues {
  c: string;
  password: string;
  confirmPassword: string;
}

/** The Academy's reset link (query c): a new password, then signed in on the Academy. */
export function AcademyResetPage() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const reset = useAcademyReset();
  const answer = reset.data;
  const signedIn = answer?.ok === true && answer.body.url !== undefined;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(academyResetSchema),
    defaultValues: { c: search.get('c') ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { ok, body } = await reset.mutateAsync(values);
    if (ok && body.url) goTo(body.url);
  });

  const serverError = answer && !signedIn ? (firstError(answer.body.errors) ?? null) : null;
  const linkProblem = serverError ?? (errors.c ? RESET_PASSWORD.missingCode : null);
  const pending = reset.isPending || signedIn;
  return (
    <StatusScreen title={RESET_PASSWORD.title}>
      <p className={statusStyles.intro}>{RESET_PASSWORD.intro}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
        {linkProblem && (
          <p className={styles.alert} role="alert">
            {linkProblem}
          </p>
        )}
        <NewPasswordFields
          register={register}
          errors={errors}
          passwordLabel={AUTH_LABELS.newPassword}
        />
        <SubmitButton pending={pending}>{AUTH_LABELS.submit}</SubmitButton>
      </form>
    </StatusScreen>
  );
}
