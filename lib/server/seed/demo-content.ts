import "server-only";

/** Sample library content for the demo: files under public/samples, served by the app itself. */
export interface SampleItem {
  title: string;
  description: string;
  type: string;
  file: string;
  duration?: string;
  /** Brand codes; omitted means all brands. */
  brands?: string[];
}

export const SAMPLE_ASSETS: SampleItem[] = [
  {
    title: "Rental Program Overview",
    description: "One-page overview of the instrument rental program for parents and schools.",
    type: "pdf",
    file: "rental-program-overview.pdf",
  },
  {
    title: "Join the Band Flyer",
    description: "Printable flyer for band recruitment nights.",
    type: "image",
    file: "band-program-flyer.svg",
    brands: ["rmi", "825"],
  },
  {
    title: "Welcome Chime",
    description: "Short audio sting for presentations and videos.",
    type: "audio",
    file: "welcome-chime.wav",
    duration: "0:02",
  },
  {
    title: "Price List 2026",
    description: "Current monthly rental prices by instrument family.",
    type: "pdf",
    file: "price-list-2026.pdf",
    brands: ["rmi", "825", "bac"],
  },
];

export const SAMPLE_RESOURCES: SampleItem[] = [
  {
    title: "Sales Training Guide",
    description: "The basics of sharing, tracking and following up.",
    type: "training",
    file: "sales-training-guide.pdf",
  },
  {
    title: "Price List 2026",
    description: "Monthly rental prices to quote from.",
    type: "price_list",
    file: "price-list-2026.pdf",
  },
  {
    title: "Program FAQ",
    description: "Answers to the questions parents ask most.",
    type: "faq",
    file: "rental-program-overview.pdf",
    brands: ["rmi", "825"],
  },
];
