/** @jest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ASSIGNMENT_KINDS } from "@/components/admin/assignments/assignment-kinds";
import { AssignmentPanel } from "@/components/admin/assignments/assignment-panel";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";

afterEach(cleanup);

const item = (id: string, title: string, brands: Partial<AdminLibraryItem>): AdminLibraryItem => ({
  id,
  title,
  description: "",
  type: "pdf",
  url: `/samples/${id}.pdf`,
  brandId: null,
  brandIds: [],
  brandName: null,
  brandNames: [],
  assignToAllBrands: false,
  userIds: [],
  isActive: true,
  createdAt: "2026-05-01T00:00:00Z",
  fileSizeKb: null,
  duration: null,
  pages: null,
  ...brands,
});

test("each item names every brand it belongs to, as the library lists them", () => {
  const items = [
    item("a1", "Two brands", { brandName: "Brand A", brandNames: ["Brand A", "Brand B"], brandIds: ["1", "2"] }),
    item("a2", "Everywhere", { assignToAllBrands: true }),
    item("a3", "One brand", { brandName: "Brand B", brandNames: ["Brand B"], brandIds: ["2"] }),
  ];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AssignmentPanel kind={ASSIGNMENT_KINDS.asset} items={items} isLoading={false} userId="" />
    </QueryClientProvider>,
  );
  const rows = screen.getAllByRole("listitem").map((row) => row.textContent);
  expect(rows).toEqual(["Two brandsPDFBrand A, Brand B", "EverywherePDFAll Brands", "One brandPDFBrand B"]);
});
