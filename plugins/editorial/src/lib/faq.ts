import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FAQ_MAX_QUESTIONS,
  FAQ_TEXTS,
  isFaqCategory,
  type ApiFaq,
  type ApiFaqQuestion,
  type FaqCategory,
  type FaqUpdateInput,
} from "@shop/shared"
import { EditorialRefusal } from "./articles"
import type { CmsCall } from "./cms-client"

/** Where readers see the F.A.Q. (spec 2.1: /help). */
export const FAQ_PATH = "/help/"

type StrapiFaqItem = { documentId: string; question: string; answer: string; category: string; order: number; updatedAt: string }
type StrapiList<T> = { data: T[] }

/** Both versions of every question: the drafts (what the editor works on) and the published ones (what /help shows). */
async function versions(cms: CmsCall): Promise<{ drafts: StrapiFaqItem[]; published: Map<string, StrapiFaqItem> }> {
  const list = async (status: "draft" | "published") =>
    ((await cms("GET", "faq-items", { status, sort: ["order:asc", "id:asc"], pagination: { pageSize: FAQ_MAX_QUESTIONS * 2 } })) as StrapiList<StrapiFaqItem> | null)
      ?.data ?? []
  const [drafts, published] = await Promise.all([list("draft"), list("published")])
  return { drafts, published: new Map(published.map((item) => [item.documentId, item])) }
}

function statusOf(draft: StrapiFaqItem, published: StrapiFaqItem | undefined): ApiFaqQuestion["status"] {
  if (!published) return "draft"
  return Date.parse(draft.updatedAt) > Date.parse(published.updatedAt) ? "modified" : "published"
}

/** `GET /api/guide/faq`: every category of the enumeration in the help page's order, with its questions (drafts). */
export async function readFaq(cms: CmsCall): Promise<ApiFaq> {
  const { drafts, published } = await versions(cms)
  const groups = new Map<FaqCategory, ApiFaqQuestion[]>(FAQ_CATEGORIES.map((category) => [category, []]))
  for (const item of drafts) {
    // a category the enumeration no longer has (schema changed in Strapi) is shown under the first one, not lost
    const category = isFaqCategory(item.category) ? item.category : FAQ_CATEGORIES[0]
    const status = statusOf(item, published.get(item.documentId))
    groups.get(category)!.push({ id: item.documentId, question: item.question ?? "", answer: item.answer ?? "", published: status !== "draft", status })
  }
  return {
    tag: "faq",
    content: { categories: FAQ_CATEGORIES.map((category) => ({ category, label: FAQ_CATEGORY_LABELS[category], questions: groups.get(category)! })) },
    path: FAQ_PATH,
  }
}

type Planned = { id: string | null; data: { question: string; answer: string; category: FaqCategory; order: number }; published: boolean }

/**
 * `PUT /api/guide/faq`: the list sent replaces the CMS's. Every question is checked to exist before anything is
 * written (a refusal changes nothing); then unchanged questions are left alone, changed ones saved (and published
 * when `published`), those taken off /help unpublished (their draft kept), those left out deleted. Answers the new
 * list and whether /help changed (then it is rebuilt).
 */
export async function saveFaq(cms: CmsCall, input: FaqUpdateInput): Promise<{ faq: ApiFaq; pages: string[] }> {
  const { drafts, published } = await versions(cms)
  const current = new Map(drafts.map((item) => [item.documentId, item]))
  const planned: Planned[] = []
  for (const group of input.content.categories) {
    for (const q of group.questions) {
      if (q.id && !current.has(q.id)) throw new EditorialRefusal(400, FAQ_TEXTS.unknownQuestion)
      planned.push({ id: q.id ?? null, data: { question: q.question, answer: q.answer, category: group.category, order: planned.length }, published: q.published })
    }
  }

  let liveChanged = false
  for (const { id, data, published: wanted } of planned) {
    const status = wanted ? "published" : "draft"
    if (!id) {
      await cms("POST", "faq-items", { status }, { data })
      liveChanged ||= wanted
      continue
    }
    const draft = current.get(id)!
    const live = published.get(id)
    const same = draft.question === data.question && draft.answer === data.answer && draft.category === data.category && draft.order === data.order
    const upToDate = wanted ? statusOf(draft, live) === "published" : !live
    if (same && upToDate) continue
    if (!same || wanted) await cms("PUT", `faq-items/${id}`, { status }, { data })
    if (!wanted && live) await cms("POST", `faq-items/${id}/unpublish`)
    liveChanged ||= wanted || Boolean(live)
  }
  const kept = new Set(planned.map((p) => p.id))
  for (const item of drafts) {
    if (kept.has(item.documentId)) continue
    await cms("DELETE", `faq-items/${item.documentId}`)
    liveChanged ||= published.has(item.documentId)
  }
  return { faq: await readFaq(cms), pages: liveChanged ? [FAQ_PATH] : [] }
}
