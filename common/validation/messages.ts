/**
 * User-facing messages of SPEC §5 and §8, to the character (note the trailing space in the
 * password-length messages). Client validation and server errors both use these.
 */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordMin5: 'Min password length is 5 ',
  passwordMin6: 'Min password length is 6 ',
  passwordsMustMatch: 'Passwords must match',
} as const;
