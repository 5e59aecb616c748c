import { vendorCard } from './cards.ts';
import { type VendorLaneLike, type VendorLike, vendorsByCategory } from './categories.ts';

export interface FooterVendorModel {
  vassalage: string;
  name: string;
  /** The vendor's lagerIcon when it is an address an image may load (`imageSource`), else null. */
  logo: string | null;
}

/**
 * §2 Layout: the footer's vendor logos, one per vendor of the vendor lanes (unique by vassalage, in the
 * categories' order, in-house included), each with its name (the logo's text alternative) and lagerIcon.
 */
export function footerVendors(
  lanes: readonly VendorLaneLike<VendorLike>[] | null | undefined,
): FooterVendorModel[] {
  const seen = new Set<string>();
  const out: FooterVendorModel[] = [];
  for (const vendors of vendorsByCategory(lanes).values()) {
    for (const vendor of vendors) {
      const key = vendor.vassalage.trim().toUpperCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const card = vendorCard(vendor);
      out.push({ vassalage: vendor.vassalage.trim(), name: card.name, logo: card.image });
    }
  }
  return out;
}
