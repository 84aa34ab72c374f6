import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gender, PassengerKind } from '../../../src/domain/enums';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  addMonths, ageInYears, birthDateRange, EMPTY_PASSENGER, kindForAge, PassengerForm, passengerErrors, passportMinExpiry,
  type PassengerFormProps, type PassengerFormValue,
} from '../../../src/design-system/PassengerForm';
import { BOOKING_TODAY, FLIGHT_DATE, foreignAdult, iranianAdult } from '../../../stories/design-system/fixtures/booking';

configure({ defaultHidden: true });

const rules = { kind: PassengerKind.Adult, flightDate: FLIGHT_DATE, international: false, today: BOOKING_TODAY };

function Controlled({ initial, onChange, ...props }: Partial<PassengerFormProps> & { initial?: PassengerFormValue }) {
  const [value, setValue] = useState<PassengerFormValue>(initial ?? EMPTY_PASSENGER);
  return (
    <PassengerForm kind={PassengerKind.Adult} flightDate={FLIGHT_DATE} today={BOOKING_TODAY} {...props} value={value}
      onChange={(next) => { setValue(next); onChange?.(next); }} />
  );
}
const setup = (props: Partial<PassengerFormProps> & { initial?: PassengerFormValue } = {}) => {
  const onChange = vi.fn();
  render(<ThemeProvider><Controlled {...props} onChange={onChange} /></ThemeProvider>);
  return { onChange };
};

describe('PassengerForm rules', () => {
  it('counts age on Y/M/D like the server (29 Feb turns older on 1 Mar)', () => {
    expect(ageInYears('2016-02-29', '2028-02-28')).toBe(11);
    expect(ageInYears('2016-02-29', '2028-02-29')).toBe(12);
    expect(ageInYears('2016-02-29', '2027-03-01')).toBe(11);
    expect([kindForAge(12), kindForAge(11), kindForAge(2), kindForAge(1)]).toEqual([1, 2, 2, 3]);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-04', -12 * 12)).toBe('2014-12-04');
  });

  it('bounds birth dates by kind on the flight date, never after today', () => {
    expect(birthDateRange(PassengerKind.Adult, FLIGHT_DATE, BOOKING_TODAY)).toEqual({ minDate: '1906-12-04', maxDate: '2014-12-04' });
    expect(birthDateRange(PassengerKind.Child, FLIGHT_DATE, BOOKING_TODAY)).toEqual({ minDate: '2014-12-05', maxDate: '2024-12-04' });
    expect(birthDateRange(PassengerKind.Infant, FLIGHT_DATE, BOOKING_TODAY)).toEqual({ minDate: '2024-12-05', maxDate: BOOKING_TODAY });
    expect(passportMinExpiry(FLIGHT_DATE, true)).toBe('2027-06-04');
  });

  it('checks only the fields the passenger fills in', () => {
    expect(passengerErrors(iranianAdult, rules)).toEqual({});
    expect(passengerErrors(foreignAdult, rules)).toEqual({});
    expect(passengerErrors(iranianAdult, { ...rules, kind: PassengerKind.Child })).toEqual({ birthDate: 'سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.' });
    expect(Object.keys(passengerErrors(EMPTY_PASSENGER, rules)).sort()).toEqual(
      ['birthDate', 'firstNameEn', 'firstNameFa', 'gender', 'lastNameEn', 'lastNameFa', 'nationalCode'],
    );
    expect(passengerErrors({ ...foreignAdult, nationality: '' }, rules)).toEqual({ nationality: 'ملیت را انتخاب کنید.' });
  });

  it('requires a passport 6 months past the flight abroad, Iranians included', () => {
    const intl = { ...rules, international: true };
    expect(passengerErrors(iranianAdult, intl)).toEqual({
      passportNumber: 'شماره گذرنامه را وارد کنید.', passportExpiryDate: 'تاریخ انقضای گذرنامه را انتخاب کنید.',
    });
    const withPassport = { ...iranianAdult, passportNumber: 'K12345678', passportExpiryDate: '2027-06-03' };
    expect(passengerErrors(withPassport, intl).passportExpiryDate).toBe('گذرنامه باید تا ۶ ماه پس از تاریخ پرواز اعتبار داشته باشد.');
    expect(passengerErrors({ ...withPassport, passportExpiryDate: '2027-06-04' }, intl)).toEqual({});
    expect(passengerErrors({ ...foreignAdult, passportExpiryDate: '2026-12-03' }, rules).passportExpiryDate).toBe('گذرنامه در تاریخ پرواز معتبر نیست.');
  });
});

describe('PassengerForm', () => {
  it('shows the kind badge and messages on blur only', async () => {
    setup({ kind: PassengerKind.Infant });
    expect(screen.getByText('نوزاد')).toBeInTheDocument();
    const fa = screen.getByRole('textbox', { name: /^نام \(فارسی\)/ });
    await userEvent.type(fa, 'Ali');
    expect(screen.queryByText('فقط حروف فارسی مجاز است.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('فقط حروف فارسی مجاز است.')).toBeInTheDocument();
  });

  it('takes national codes in any digits, blocks letters, shows Persian digits', async () => {
    const { onChange } = setup();
    const code = screen.getByRole('textbox', { name: /کد ملی/ });
    await userEvent.type(code, '۰۴۹۹x٣٧٠899');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nationalCode: '0499370899' }));
    expect(code).toHaveValue('۰۴۹۹۳۷۰۸۹۹');
  });

  it('cleans Persian names (Arabic ی/ک) and upper-cases passports on blur', async () => {
    const { onChange } = setup({ initial: { ...foreignAdult, passportNumber: '' } });
    await userEvent.type(screen.getByRole('textbox', { name: /شماره گذرنامه/ }), 'u۱۲۳۴۵۶');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ passportNumber: 'U123456' }));
    await userEvent.click(screen.getByText('ایرانی'));
    await userEvent.type(screen.getByRole('textbox', { name: /^نام \(فارسی\)/ }), 'علي');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstNameFa: 'علی', nationality: 'IR' }));
  });

  it('reports gender as the enum value', async () => {
    const { onChange } = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'زن' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ gender: Gender.Female }));
  });

  it('shows all messages after submit and server messages until edited', async () => {
    setup({ submitted: true, errors: { firstNameEn: 'نام انگلیسی با گذرنامه یکی نیست.' }, initial: { ...iranianAdult, nationalCode: '' } });
    expect(screen.getByText('کد ملی را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByText('نام انگلیسی با گذرنامه یکی نیست.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^نام \(انگلیسی\)/ }), 'h');
    expect(screen.queryByText('نام انگلیسی با گذرنامه یکی نیست.')).toBeNull();
  });
});
