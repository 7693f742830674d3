import type { AcademyFigures } from './academy.d.mts';
import type { DeskFigures } from './staff-desk.mjs';
// Types for report.mjs, so its unit test (TypeScript) can import it.
import type { ApiResult } from './api-throughput.mjs';
import type { LighthouseSummary } from './lighthouse.mjs';
import type { PageWeight } from './page-weight.mjs';
import type { SignInResult } from './sign-in.mjs';
import type { OrderPdfFigures } from './order-pdf.mjs';
import type { ClassroomResult } from './classroom.mjs';
import type { LiveIdleResult } from './live-idle.mjs';
import type { FileDownloadFigures } from './file-download.mjs';
import type { FamilyDigestResult } from './family-digest.mjs';
import type { BillingFigures } from './billing.d.mts';
import type { ChatFigures } from './chat.d.mts';
import type { RoomsFigures } from './rooms.d.mts';

export function kB(bytes: number): string;
export function table(headers: string[], rows: string[][]): string;
export function formatPageWeights(pages: PageWeight[], homePath: string): string;
export function scoreCell(category: string, score: number | null): string;
export function formatLighthouse(
  results: (LighthouseSummary & { path: string })[],
  chromium: string,
): string;
export function formatApi(api: ApiResult): string;
export function formatSignIn(signIn: SignInResult): string;
export function underBudget(value: number | null, budget: number): string;
export function formatOrderPdf(pdf: OrderPdfFigures): string;
export function formatClassroom(result: ClassroomResult): string;
export function formatLiveIdle(live: LiveIdleResult & { budget: number }): string;
export function formatFileDownload(figures: FileDownloadFigures): string;
export function formatDesk(desk: DeskFigures): string;
export function formatAcademy(academy: AcademyFigures): string;
export function formatBilling(billing: BillingFigures): string;
export function formatChat(chat: ChatFigures): string;
export function formatRooms(rooms: RoomsFigures): string;
export function writeSummary(resultsDir: string, summary: unknown): string;
// Issue 12, digest part.
export function formatFamilyDigest(
  digest: FamilyDigestResult & { budget: { totalMs: number; heapGrowthBytes: number } },
): string;
