import type { BookDetails } from '@common/schemas/store';

/** The school a class order is delivered to, as an address block. */
export function SchoolAddress({ book }: { book: BookDetails }) {
  const { address_1, address_2, city, zip, stateName, countryName } = book.schoolAddress;
  return (
    <address>
      {book.school}
      <br />
      {address_1}
      {address_2 && (
        <>
          <br />
          {address_2}
        </>
      )}
      <br />
      {[city, stateName, zip].filter(Boolean).join(', ')}
      <br />
      {countryName}
    </address>
  );
}
