import type { DeskTenderType } from '@lido/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { penceToPounds, poundsToPence } from '../../../shared/lib/credit-amounts';
import { useLazyCheckVoucherQuery } from '../api/desk-checkout';
import { paymentAdded } from '../offline-payments.slice';
import { useDeskMoney } from '../../../shared/hooks/use-desk-money';

/** The tenders a member of staff adds by hand; credit is applied with the account credit panel. */
export const tenderLabels: Record<DeskTenderType, string> = {
  cash: 'Cash',
  terminal: 'Card on the terminal',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Account credit',
};
const handTenders: DeskTenderType[] = ['cash', 'terminal', 'offline-voucher', 'cheque'];

const AMOUNT_INVALID = 'Enter an amount in pounds and pence, like 20 or 12.40.';
const REFERENCE_REQUIRED = "Enter the terminal receipt's reference.";
const CODE_REQUIRED = 'Enter the voucher code.';

interface TenderFormProps {
  /** What is still to pay, offered as the amount. */
  leftPence: number;
}

/** Adds one payment to the desk's list: the tender, the amount and what identifies it. */
export function TenderForm({ leftPence }: TenderFormProps) {
  const dispatch = useAppDispatch();
  const money = useDeskMoney();
  const [tenderType, setTenderType] = useState<DeskTenderType>('cash');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; code?: string; reference?: string }>({});
  const [checkVoucher, voucher] = useLazyCheckVoucherQuery();
  const voucherError = isApiError(voucher.error) ? errorCopy(voucher.error) : null;

  const onCheckVoucher = async () => {
    if (code.trim() === '') {
      setErrors({ code: CODE_REQUIRED });
      return;
    }
    setErrors({});
    const result = await checkVoucher(code.trim());
    if (result.data?.status === 'valid') {
      setAmount(penceToPounds(Math.min(result.data.value.raw, leftPence)));
    }
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const pence = poundsToPence(amount === '' ? penceToPounds(leftPence) : amount);
    const problems: typeof errors = {};
    if (pence === null || pence <= 0) problems.amount = AMOUNT_INVALID;
    if (tenderType === 'terminal' && reference.trim() === '')
      problems.reference = REFERENCE_REQUIRED;
    if (tenderType === 'offline-voucher' && code.trim() === '') problems.code = CODE_REQUIRED;
    setErrors(problems);
    if (pence === null || Object.keys(problems).length > 0) return;
    const info: { code?: string; reference?: string } = {};
    if (tenderType === 'offline-voucher') info.code = code.trim().toUpperCase();
    if (reference.trim() !== '') info.reference = reference.trim();
    dispatch(paymentAdded({ tenderType, amount: pence, info }));
    setAmount('');
    setCode('');
    setReference('');
  };

  const voucherAnswer = voucher.data && voucher.originalArgs === code.trim() ? voucher.data : null;
  return (
    <form
      className="lido-form lido-desk-tender"
      aria-label="Add a payment"
      noValidate
      onSubmit={onAdd}
    >
      <div className="lido-field">
        <label htmlFor="desk-tender-type">Payment type</label>
        <select
          id="desk-tender-type"
          value={tenderType}
          onChange={(event) => {
            setTenderType(event.target.value as DeskTenderType);
            setErrors({});
          }}
        >
          {handTenders.map((type) => (
            <option key={type} value={type}>
              {tenderLabels[type]}
            </option>
          ))}
        </select>
      </div>
      {tenderType === 'offline-voucher' ? (
        <div className="lido-desk-tender__voucher">
          <FormField
            id="desk-voucher-code"
            label="Voucher code"
            autoComplete="off"
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button variant="secondary" size="sm" onClick={() => void onCheckVoucher()}>
            Check voucher
          </Button>
          <p aria-live="polite" className="lido-desk-tender__voucher-answer">
            {voucherError}
            {voucherAnswer
              ? voucherAnswer.status === 'valid'
                ? `${voucherAnswer.code} is worth ${money(voucherAnswer.value.raw)}.`
                : `${voucherAnswer.code} has been ${voucherAnswer.status} and cannot pay.`
              : null}
          </p>
        </div>
      ) : null}
      <FormField
        id="desk-tender-amount"
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint={`Left to pay: ${money(leftPence)}. Leave blank to take exactly that.`}
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {tenderType === 'terminal' || tenderType === 'cheque' ? (
        <FormField
          id="desk-tender-reference"
          label={
            tenderType === 'terminal' ? 'Terminal receipt reference' : 'Cheque number (optional)'
          }
          autoComplete="off"
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="secondary">
        Add payment
      </Button>
    </form>
  );
}
