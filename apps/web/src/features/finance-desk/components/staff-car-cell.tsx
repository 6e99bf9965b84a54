import { Typography } from 'antd';
import type { StaffTransactionRow } from '../staff-transactions-api';

/** The car a sale is of, as the yard knows it: year, make, model and variant, and its plate. */
export function StaffCarCell({ car }: { car: StaffTransactionRow['car'] }) {
  return (
    <span className="finance-stack" data-testid="staff-car">
      <span>{`${car.year} ${car.make} ${car.model} ${car.variant}`}</span>
      {car.registration_number ? (
        <Typography.Text type="secondary">{car.registration_number}</Typography.Text>
      ) : null}
    </span>
  );
}
