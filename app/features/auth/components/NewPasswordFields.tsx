import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { AUTH_LABELS } from '@common/copy/auth';
import { TextField } from './TextField';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (sign-up, teacher reset, student set-password): the
 * same two fields, ids and browser hints on every form that chooses a password.
 */
export function NewPasswordFields<T extends FieldValues & NewPassword>({
  register,
  errors,
  passwordLabel,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** 'Password' on sign-up, 'New password' where one is replaced. */
  passwordLabel: string;
}) {
  const fieldErrors = errors as FieldErrors<NewPassword>;
  return (
    <>
      <TextField
        id="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        registration={register('password' as Path<T>)}
        error={fieldErrors.password?.message}
      />
      <TextField
        id="confirmPassword"
        label={AUTH_LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword' as Path<T>)}
        error={fieldErrors.confirmPassword?.message}
      />
    </>
  );
}
