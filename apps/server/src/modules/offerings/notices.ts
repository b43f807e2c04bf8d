// The member's notices of new shares, in every language (zh Traditional, ch Simplified Chinese): the
// results are out (won or not), payment is due (book-building winners and promoted reserves), the
// shares are credited to the Inventory, and they became holdings on listing; and the offering was
// postponed or withdrawn with the money returned.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertNotice } from '../notices/service.ts';

type Texts = Record<'en' | 'zh' | 'ch' | 'ml' | 'ja' | 'ko', string>;

export type OfferingNotice =
  | { kind: 'won'; quantity: string }
  | { kind: 'not_won' }
  | { kind: 'payment_due'; quantity: string; amount: string; deadline: string }
  | { kind: 'credited'; quantity: string }
  | { kind: 'listed'; quantity: string; price: string }
  | { kind: 'refunded'; reason: 'postponed' | 'withdrawn'; amount: string };

function textsOf(notice: OfferingNotice, code: string): { title: Texts; content: Texts } {
  switch (notice.kind) {
    case 'won':
      return {
        title: {
          en: `New share results: ${code} won`,
          zh: `新股結果：${code} 中籤`,
          ch: `新股结果：${code} 中签`,
          ml: `Keputusan saham baharu: ${code} berjaya`,
          ja: `新株結果：${code} 当選`,
          ko: `신주 결과: ${code} 당첨`,
        },
        content: {
          en: `Your application for ${code} won ${notice.quantity} shares. The rest of the money frozen, if any, is back in your available balance.`,
          zh: `您申購的 ${code} 中籤 ${notice.quantity} 股，未使用的凍結資金已退回可用餘額。`,
          ch: `您申购的 ${code} 中签 ${notice.quantity} 股，未使用的冻结资金已退回可用余额。`,
          ml: `Permohonan anda untuk ${code} berjaya sebanyak ${notice.quantity} saham. Baki wang yang dibekukan, jika ada, telah dikembalikan ke baki tersedia.`,
          ja: `${code} の申込は ${notice.quantity} 株当選しました。残りの拘束資金は利用可能残高に戻りました。`,
          ko: `${code} 청약이 ${notice.quantity}주 당첨되었습니다. 남은 동결 자금은 사용 가능 잔액으로 반환되었습니다.`,
        },
      };
    case 'not_won':
      return {
        title: {
          en: `New share results: ${code} not won`,
          zh: `新股結果：${code} 未中籤`,
          ch: `新股结果：${code} 未中签`,
          ml: `Keputusan saham baharu: ${code} tidak berjaya`,
          ja: `新株結果：${code} 落選`,
          ko: `신주 결과: ${code} 미당첨`,
        },
        content: {
          en: `Your application for ${code} did not win in the ballot. Any money frozen for it is back in your available balance.`,
          zh: `您申購的 ${code} 未中籤，凍結資金已全數退回可用餘額。`,
          ch: `您申购的 ${code} 未中签，冻结资金已全数退回可用余额。`,
          ml: `Permohonan anda untuk ${code} tidak berjaya dalam undian. Wang yang dibekukan telah dikembalikan ke baki tersedia.`,
          ja: `${code} の申込は抽選で落選しました。拘束資金は利用可能残高に戻りました。`,
          ko: `${code} 청약이 추첨에서 당첨되지 않았습니다. 동결 자금은 사용 가능 잔액으로 반환되었습니다.`,
        },
      };
    case 'payment_due':
      return {
        title: {
          en: `Payment due: ${code}`,
          zh: `待繳款：${code}`,
          ch: `待缴款：${code}`,
          ml: `Bayaran perlu dibuat: ${code}`,
          ja: `払込のお願い：${code}`,
          ko: `납입 필요: ${code}`,
        },
        content: {
          en: `You won ${notice.quantity} shares of ${code}. Submit the purchase and pay ${notice.amount} by ${notice.deadline}, or the shares go to the next on the reserve list.`,
          zh: `您中籤 ${code} ${notice.quantity} 股，請於 ${notice.deadline} 前提交購買申請並繳款 ${notice.amount}，逾期將轉給候補。`,
          ch: `您中签 ${code} ${notice.quantity} 股，请于 ${notice.deadline} 前提交购买申请并缴款 ${notice.amount}，逾期将转给候补。`,
          ml: `Anda memenangi ${notice.quantity} saham ${code}. Hantar pembelian dan bayar ${notice.amount} sebelum ${notice.deadline}, jika tidak saham akan diberikan kepada senarai simpanan seterusnya.`,
          ja: `${code} を ${notice.quantity} 株当選しました。${notice.deadline} までに購入申込を行い ${notice.amount} を払い込んでください。期限を過ぎると補欠の方に回ります。`,
          ko: `${code} ${notice.quantity}주에 당첨되었습니다. ${notice.deadline}까지 구매를 신청하고 ${notice.amount}을(를) 납입하세요. 기한이 지나면 예비 순번으로 넘어갑니다.`,
        },
      };
    case 'credited':
      return {
        title: {
          en: `Shares credited: ${code}`,
          zh: `新股已入帳：${code}`,
          ch: `新股已入账：${code}`,
          ml: `Saham dikreditkan: ${code}`,
          ja: `新株入庫：${code}`,
          ko: `신주 입고: ${code}`,
        },
        content: {
          en: `${notice.quantity} shares of ${code} are in your Inventory. They can be sold once the stock is listed.`,
          zh: `${code} ${notice.quantity} 股已存入您的庫存，上市後即可賣出。`,
          ch: `${code} ${notice.quantity} 股已存入您的库存，上市后即可卖出。`,
          ml: `${notice.quantity} saham ${code} telah dimasukkan ke Inventori anda. Ia boleh dijual selepas saham disenaraikan.`,
          ja: `${code} ${notice.quantity} 株が在庫に入庫されました。上場後に売却できます。`,
          ko: `${code} ${notice.quantity}주가 보유 재고에 입고되었습니다. 상장 후 매도할 수 있습니다.`,
        },
      };
    case 'listed':
      return {
        title: {
          en: `${code} is listed`,
          zh: `${code} 已上市`,
          ch: `${code} 已上市`,
          ml: `${code} telah disenaraikan`,
          ja: `${code} が上場しました`,
          ko: `${code} 상장`,
        },
        content: {
          en: `Your ${notice.quantity} shares of ${code} are now a holding at the issue price of ${notice.price}.`,
          zh: `您的 ${code} ${notice.quantity} 股已按發行價 ${notice.price} 轉為持倉。`,
          ch: `您的 ${code} ${notice.quantity} 股已按发行价 ${notice.price} 转为持仓。`,
          ml: `${notice.quantity} saham ${code} anda kini menjadi pegangan pada harga terbitan ${notice.price}.`,
          ja: `${code} ${notice.quantity} 株は発行価格 ${notice.price} で保有ポジションになりました。`,
          ko: `${code} ${notice.quantity}주가 공모가 ${notice.price}에 보유 종목으로 전환되었습니다.`,
        },
      };
    case 'refunded':
      return notice.reason === 'postponed'
        ? {
            title: {
              en: `${code} offering postponed`,
              zh: `${code} 發行延期`,
              ch: `${code} 发行延期`,
              ml: `Tawaran ${code} ditangguhkan`,
              ja: `${code} の募集が延期されました`,
              ko: `${code} 공모 연기`,
            },
            content: {
              en: `The offering of ${code} was postponed. ${notice.amount} is back in your available balance.`,
              zh: `${code} 的發行已延期，${notice.amount} 已退回您的可用餘額。`,
              ch: `${code} 的发行已延期，${notice.amount} 已退回您的可用余额。`,
              ml: `Tawaran ${code} telah ditangguhkan. ${notice.amount} telah dikembalikan ke baki tersedia anda.`,
              ja: `${code} の募集は延期されました。${notice.amount} は利用可能残高に戻りました。`,
              ko: `${code} 공모가 연기되었습니다. ${notice.amount}이(가) 사용 가능 잔액으로 반환되었습니다.`,
            },
          }
        : {
            title: {
              en: `${code} offering withdrawn`,
              zh: `${code} 發行已撤回`,
              ch: `${code} 发行已撤回`,
              ml: `Tawaran ${code} ditarik balik`,
              ja: `${code} の募集が中止されました`,
              ko: `${code} 공모 철회`,
            },
            content: {
              en: `The offering of ${code} was withdrawn. ${notice.amount} is back in your available balance.`,
              zh: `${code} 的發行已撤回，${notice.amount} 已退回您的可用餘額。`,
              ch: `${code} 的发行已撤回，${notice.amount} 已退回您的可用余额。`,
              ml: `Tawaran ${code} telah ditarik balik. ${notice.amount} telah dikembalikan ke baki tersedia anda.`,
              ja: `${code} の募集は中止されました。${notice.amount} は利用可能残高に戻りました。`,
              ko: `${code} 공모가 철회되었습니다. ${notice.amount}이(가) 사용 가능 잔액으로 반환되었습니다.`,
            },
          };
  }
}

export async function sendOfferingNotice(
  tx: Db,
  memberId: number,
  code: string,
  notice: OfferingNotice,
  now: Date,
): Promise<void> {
  const { title, content } = textsOf(notice, code);
  await insertNotice(tx, { memberId, title, content, createdBy: 'system', now });
}

/**
 * Many members' notices (a large offering's results): those with the same texts written by one
 * statement over the members' ids, so a hundred thousand results are a handful of statements.
 */
export async function sendOfferingNotices(
  tx: Db,
  code: string,
  items: readonly { memberId: number; notice: OfferingNotice }[],
  now: Date,
): Promise<void> {
  const groups = new Map<string, { texts: { title: Texts; content: Texts }; memberIds: number[] }>();
  for (const { memberId, notice } of items) {
    const key = JSON.stringify(notice);
    const group = groups.get(key) ?? { texts: textsOf(notice, code), memberIds: [] };
    group.memberIds.push(memberId);
    groups.set(key, group);
  }
  for (const { texts, memberIds } of groups.values()) {
    await tx.execute(sql`
      insert into notices (member_id, title, content, created_by, created_at)
      select m.id, ${JSON.stringify(texts.title)}::jsonb, ${JSON.stringify(texts.content)}::jsonb, 'system',
             ${now.toISOString()}::timestamptz
        from unnest(${sql.param(memberIds)}::integer[]) with ordinality as m (id, n)
       order by m.n`);
  }
}
