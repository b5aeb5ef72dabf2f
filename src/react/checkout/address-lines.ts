// An address as the lines a shopper reads: "Hauptstraße 5", "10115 Berlin", or both in one line
// ("Hauptstraße 5, 10115 Berlin") where a control must name the address it acts on.
interface AddressParts {
  streetName?: string | undefined;
  streetNumber?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
}

/** The parts that hold something, joined. */
export const joined = (parts: readonly (string | undefined)[], separator = ' '): string =>
  parts.filter((part) => part !== undefined && part.trim() !== '').join(separator);

export const streetLine = (address: AddressParts): string => joined([address.streetName, address.streetNumber]);
export const placeLine = (address: AddressParts): string => joined([address.postalCode, address.city]);
export const addressSummary = (address: AddressParts): string => joined([streetLine(address), placeLine(address)], ', ');
