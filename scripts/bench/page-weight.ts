// JavaScript a visitor downloads before a page is interactive, gzip, per page kind: Gatsby's app
// entry plus the page component's chunk group, read from the build's webpack.stats.json. Chunks
// loaded later (cart drawer, cookie banner, react-query after idle) are not counted: they are not
// on the first load. `tsx scripts/bench/page-weight.ts` after a storefront build prints the table.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { adminMessages } from "../../storefront/src/features/admin/messages.ts";
import { ROOT } from "../lib/shop-config.ts";

type ChunkGroup = { assets: { name: string }[] };
type Stats = { namedChunkGroups: Record<string, ChunkGroup> };

/** The page kinds the issue asks figures for, by Gatsby's component chunk name. */
export const PAGE_KINDS: Record<string, string> = {
  home: "component---src-pages-index-tsx",
  category: "component---src-templates-category-tsx",
  product: "component---src-templates-product-tsx",
  products: "component---src-pages-products-tsx",
  checkout: "component---src-pages-order-checkout-tsx",
  blog: "component---src-pages-blog-tsx",
  // the staff back-office (/admin/*): its own chunks, never in the shop pages' (see shopPagesWithAdminCode)
  admin: "component---src-pages-admin-tsx",
};

export type PageWeight = { page: string; jsFiles: number; gzipKB: number };

export function pageWeights(publicDir = path.join(ROOT, "storefront", "public")): PageWeight[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const gzipOf = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length);
    return gzipOf.get(file)!;
  };
  const scripts = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  return Object.entries(PAGE_KINDS).flatMap(([page, group]) => {
    if (!stats.namedChunkGroups[group]) return [];
    const files = [...new Set([...scripts("app"), ...scripts(group)])];
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return [{ page, jsFiles: files.length, gzipKB: Math.round(bytes / 102.4) / 10 }];
  });
}

/**
 * Issue 12: the back-office ships in no shop page. The JavaScript files of every page other than /admin (and of
 * Gatsby's app entry) are searched for texts only the back-office has (its gate's headings, its menu's name).
 */
export function shopPagesWithAdminCode(publicDir = path.join(ROOT, "storefront", "public")): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const adminTexts = [adminMessages.loginTitle, adminMessages.menuNav, adminMessages.notAvailableTitle];
  const shopGroups = Object.keys(stats.namedChunkGroups).filter((group) => group === "app" || (group.startsWith("component---") && group !== PAGE_KINDS.admin));
  const files = new Set(shopGroups.flatMap((group) => stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))));
  return [...files].filter((file) => {
    const text = readFileSync(path.join(publicDir, file), "utf8");
    return adminTexts.some((needle) => text.includes(needle));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(pageWeights());
  const leaks = shopPagesWithAdminCode();
  console.log(leaks.length ? `Back-office code in shop pages: ${leaks.join(", ")}` : "Back-office code in shop pages: none");
  if (leaks.length) process.exitCode = 1;
}
