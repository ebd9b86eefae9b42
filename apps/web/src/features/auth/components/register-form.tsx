import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { failureToast } from '../../../shared/state/failure-toast';
import { useRegisterMutation } from '../../../shared/api/register';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { RegistrationInput, RegistrationValues } from '../registration-schema';
import { registrationSchema } from '../registration-schema';

const fields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'phone',
  'postcode',
  'password',
  'passwordConfirmation',
] as const;

interface RegisterFormProps {
  /** The operator's client id (GET /api/client), which sign-up must send. */
  clientId: string;
  onRegistered: () => void;
}

/** Sign up: messages beside the fields, and a 422's list under 'Validation errors' in a toast. */
export function RegisterForm({ clientId, onRegistered }: RegisterFormProps) {
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      dateOfBirth: '',
      phone: '',
      postcode: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const { errors } = form.formState;
  const [password, firstName, lastName, email] = form.watch([
    'password',
    'firstName',
    'lastName',
    'email',
  ]);

  const onSubmit = async (values: RegistrationValues) => {
    const result = await register({
      onboardingType: 'standard',
      body: { ...values, clientId, source: 'activity-booking' },
    });
    if (!('error' in result)) {
      onRegistered();
      return;
    }
    if (isApiError(result.error)) {
      applyServerFieldErrors(result.error, fields, form.setError);
      dispatch(failureToast(result.error));
    }
  };

  return (
    <form
      className="lido-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <div className="lido-form__row">
        <FormField
          id="first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          id="last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        id="email"
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="date-of-birth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth')}
      />
      <div className="lido-form__row">
        <FormField
          id="phone"
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          id="postcode"
          label="Postcode (optional)"
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
      </div>
      <FormField
        id="new-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters and hard to guess: a few unrelated words work well."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordStrengthMeter
        fieldId="new-password"
        password={password}
        personalDetails={[firstName, lastName, email]}
      />
      <FormField
        id="password-confirmation"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
      <div className="lido-form__actions">
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Create an account'}
        </Button>
      </div>
    </form>
  );
}
