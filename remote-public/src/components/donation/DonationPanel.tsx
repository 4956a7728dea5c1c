import { useEffect, useRef, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, TextField, theme, useEnteredBeforeLive, useFocusFirstError, useLiveQuery } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { DONATION_PRESETS_RUPEES, mealsForAmount } from 'shared-contracts';
import { donationCatalog } from '../../locales/donation-catalog';
import { PaymentDetails } from './PaymentDetails';
import { DonationWithoutScripts } from './DonationWithoutScripts';
import {
  AMOUNT_PARAMETER,
  parseAmount,
  useFormatCount,
  useFormatRupees,
  type DonationChoice,
  type DonorType,
  type Frequency,
} from './donation-choice';

const Panel = styled.div`
  padding: 1.25rem;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
  legend { font-weight: 600; margin-bottom: 0.4rem; }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: #fff;
  cursor: pointer;
  &:has(input:checked) { background: ${theme.colors.primary}; color: #fff; }
  &:has(input:focus-visible) { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  input { accent-color: ${theme.colors.primaryDark}; }
  /* On the filled pill a dark dot on dark red read as an empty ring: white draws a ring with a dot inside. */
  &:has(input:checked) input { accent-color: #fff; }
`;

const Preset = styled.button`
  min-width: 6.5rem;
  min-height: 44px;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${(p) => (p['aria-pressed'] ? theme.colors.primary : '#fff')};
  color: ${(p) => (p['aria-pressed'] ? '#fff' : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Summary = styled.p`
  font-size: 1.1rem;
  margin: 0 0 1rem;
`;

function RadioGroup<Value extends string>(props: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: MessageDescriptor }[];
  onChange(value: Value): void;
}): ReactNode {
  const { i18n } = useLingui();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useEnteredBeforeLive(
    () => {
      const checked = fieldsetRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      return props.options.find((option) => option.value === checked?.value)?.value;
    },
    props.value,
    props.onChange,
  );
  return (
    <fieldset ref={fieldsetRef}>
      <legend>{props.legend}</legend>
      <Options>
        {props.options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {i18n._(option.label)}
          </Choice>
        ))}
      </Options>
    </fieldset>
  );
}

const DONOR_TYPES = [
  { value: 'indian', label: msg`Indian` },
  { value: 'foreign', label: msg`Foreign` },
] as const;

const FREQUENCIES = [
  { value: 'once', label: msg`Once` },
  { value: 'monthly', label: msg`Monthly` },
] as const;

/** 'Your monthly gift: ₹2,500 pledges 100 meals.' One message per case, so each language words it whole. */
function GiftSummary({ monthly, gift, mealCount }: { monthly: boolean; gift: string; mealCount: number }) {
  const meals = useFormatCount()(mealCount);
  if (monthly) {
    return mealCount === 1 ? (
      <Trans>
        Your monthly gift: <strong data-testid="donation-amount">{gift}</strong> pledges{' '}
        <strong data-testid="pledged-meals">{meals}</strong> meal.
      </Trans>
    ) : (
      <Trans>
        Your monthly gift: <strong data-testid="donation-amount">{gift}</strong> pledges{' '}
        <strong data-testid="pledged-meals">{meals}</strong> meals.
      </Trans>
    );
  }
  return mealCount === 1 ? (
    <Trans>
      Your gift: <strong data-testid="donation-amount">{gift}</strong> pledges <strong data-testid="pledged-meals">{meals}</strong>{' '}
      meal.
    </Trans>
  ) : (
    <Trans>
      Your gift: <strong data-testid="donation-amount">{gift}</strong> pledges <strong data-testid="pledged-meals">{meals}</strong>{' '}
      meals.
    </Trans>
  );
}

/**
 * The donation panel (spec §4): donor type, frequency and amount (defaults Indian, Once, 0), presets,
 * a typed amount and the meals it pays for; Donate Now shows how to pay that amount. A link that
 * names an amount (`?amount=5000`, see donationLink) opens the panel with it chosen and in view.
 */
export function DonationPanel() {
  useCatalog(donationCatalog);
  const { t } = useLingui();
  const rupees = useFormatRupees();
  const linkedAmount = parseAmount(useLiveQuery().get(AMOUNT_PARAMETER) ?? '');
  const [donorType, setDonorType] = useState<DonorType>('indian');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [amountText, setAmountText] = useState(linkedAmount ? String(linkedAmount) : '');
  const [error, setError] = useState(false);
  const [checkout, setCheckout] = useState<DonationChoice | null>(null);
  const { formRef: panelRef, focusFirstError } = useFocusFirstError<HTMLDivElement>();

  const amount = parseAmount(amountText) ?? 0;
  const meals = mealsForAmount(amount);
  const gift = rupees(amount);

  // Any change invalidates payment details already shown for the previous choice.
  const changed = () => {
    setCheckout(null);
    setError(false);
  };

  // The server's HTML shows no amount: a hydrated page takes the link's once it is live, unless
  // the visitor has typed one meanwhile.
  useEffect(() => {
    if (linkedAmount) setAmountText((typed) => typed || String(linkedAmount));
  }, [linkedAmount]);

  const donate = () => {
    const valid = parseAmount(amountText);
    if (valid === null) {
      setError(true);
      setCheckout(null);
      focusFirstError();
      return;
    }
    setCheckout({ donorType, frequency, amount: valid });
  };

  return (
    <Panel ref={panelRef}>
      {/* Hidden by the frame's style for browsers without scripts, which get the accounts instead. */}
      <div data-needs-scripts>
        <RadioGroup
          legend={t`Donor type`}
          name="donor-type"
          value={donorType}
          options={DONOR_TYPES}
          onChange={(value) => {
            setDonorType(value);
            changed();
          }}
        />
        <RadioGroup
          legend={t`Frequency`}
          name="frequency"
          value={frequency}
          options={FREQUENCIES}
          onChange={(value) => {
            setFrequency(value);
            changed();
          }}
        />
        <fieldset>
          <legend>
            <Trans>Choose an amount</Trans>
          </legend>
          <Options>
            {DONATION_PRESETS_RUPEES.map((preset) => (
              <Preset
                key={preset}
                type="button"
                aria-pressed={amount === preset}
                onClick={() => {
                  setAmountText(String(preset));
                  changed();
                }}
              >
                {rupees(preset)}
              </Preset>
            ))}
          </Options>
        </fieldset>
        <TextField
          label={t`Or type an amount (₹)`}
          error={error ? t`Please choose or type an amount greater than zero, in rupees (digits only).` : undefined}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          placeholder="0"
          onChange={(event) => {
            setAmountText(event.target.value);
            changed();
          }}
        />
        <Summary aria-live="polite">
          <GiftSummary monthly={frequency === 'monthly'} gift={gift} mealCount={meals} />
        </Summary>
        <Button onClick={donate}>
          <Trans>Donate Now</Trans>
        </Button>
        {checkout && <PaymentDetails choice={checkout} />}
      </div>
      <noscript>
        <DonationWithoutScripts />
      </noscript>
    </Panel>
  );
}
