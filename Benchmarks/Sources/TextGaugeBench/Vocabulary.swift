/// The word and character lists the corpora draw from. Sequences are spelled
/// with escapes so that ZWJ (U+200D), VS16 (U+FE0F) and tags are visible.
enum Vocabulary {
  /// Frequent Hanzi, roughly most frequent first (the Zipf sampler gives the
  /// first ones most weight). Duplicates are dropped, first place kept.
  static let commonHanzi: [String] = {
    let text = """
      的一是不了人我在有他这中大来上们为个国说到子时和地出就那要以也你会着下对生能而年过后自得学\
      多家可发经天么里还作方成都当起没好看现与用进心所动行意只想定开把些已面很前又明实问本三样从情\
      给手使同长老全工两十见种点高将民事几分什力正但重法外知物理体公无水加小然回被战新机头表于因关\
      最感气路部主声女间内由次位美利活业期身通直特先走比门信白话等再道军政产及区电结合果二化解第性\
      四数社条员代系少提世变万口它入常月报文制度向便接各原太名教队更受题听界务市山任东西南北品件记\
      科至车象计连干平设团术流五七八九六百千统命展认难写近读书花树风雨雪云春夏秋冬朋友快乐吃饭喝茶\
      买卖钱店城京海江河湖父母儿孩爱笑哭坐站跑飞船票楼房屋床桌椅衣服鞋帽红黄蓝绿黑色光火土木金石田\
      草鸟鱼狗猫马牛羊猪鸡米菜肉蛋汤酒早晚今昨周星号钟半刻秒左右旁边远慢低短旧坏错真假冷热意思问题\
      电话手机网络视频照片音乐电影游戏公司工作学校老师学生同学医院医生病药身体健康运动比赛足球篮球\
      历史文化艺术语言汉字英文数学物理化学经济发展社会国家政府人民城市农村环境保护交通安全服务质量\
      价格市场消费生产技术科学研究信息数据系统软件应用平台用户产品设计开发测试管理团队项目时间地方\
      东西朋友家庭孩子父亲母亲哥哥姐姐弟弟妹妹丈夫妻子先生女士小姐大家自己我们你们他们她们它们这里\
      那里哪里什么怎么为什么因为所以但是如果虽然而且或者还是已经正在可能应该需要希望觉得知道认为\
      喜欢告诉开始结束继续准备决定选择参加组织活动会议报告计划目标结果原因方法方式情况条件关系影响\
      重要主要简单复杂容易困难清楚明白满意失望高兴难过生气担心害怕紧张轻松舒服辛苦幸福美丽漂亮可爱\
      聪明努力认真仔细小心注意记得忘记相信怀疑理解支持反对同意帮助感谢对不起没关系欢迎再见请问谢谢\
      习惯经验能力水平标准规定要求任务责任权利义务机会条件基础方面部分全部一切每个各种任何其他另外
      """
    var seen = Set<Character>()
    var result: [String] = []
    for character in text where character != " " && character != "\n" && seen.insert(character).inserted {
      result.append(String(character))
    }
    return result
  }()

  /// Symbols common in Chinese text. None is an emoji (★ U+2605 and → U+2192
  /// have no Emoji property), which the hard-coded range check gets wrong.
  static let chineseSymbols: [String] = [
    "℃", "★", "☆", "①", "②", "③", "④", "→", "←", "↑", "●", "○", "■", "□", "◆", "※", "×", "÷",
    "±", "°", "‰", "¥", "·", "—", "～", "√",
  ]

  static let chineseQuotes: [(open: String, close: String)] = [
    ("“", "”"), ("《", "》"), ("（", "）"), ("「", "」"), ("【", "】"),
  ]

  static let asciiWordsInChinese: [String] = [
    "iPhone", "App", "AI", "CPU", "Wi-Fi", "GDP", "Swift", "APP", "PDF", "VIP", "GPS", "USB",
    "Linux", "OK", "WeChat", "NBA", "CEO", "5G", "KTV", "DIY", "PPT", "MV",
  ]

  /// Emoji seen in Chinese posts; all RGI, fully qualified.
  static let chineseEmoji: [String] = [
    "\u{1F602}", "\u{1F44D}", "\u{2764}\u{FE0F}", "\u{1F60A}", "\u{1F64F}", "\u{1F389}",
    "\u{1F525}", "\u{1F4AA}", "\u{1F62D}", "\u{1F914}", "\u{2705}", "\u{1F338}", "\u{1F601}",
    "\u{1F44F}", "\u{1F970}", "\u{1F923}", "\u{1F436}", "\u{1F9E7}", "\u{1F1E8}\u{1F1F3}",
  ]

  static let englishWords: [String] = """
    the of and to a in is you that it he was for on are as with his they I at be this have from or \
    one had by word but not what all were we when your can said there use an each which she do how \
    their if will up other about out many then them these so some her would make like him into time \
    has look two more write go see number no way could people my than first water been call who oil \
    its now find long down day did get come made may part over new sound take only little work know \
    place year live me back give most very after thing our just name good sentence man think say \
    great where help through much before line right too mean old any same tell boy follow came want \
    show also around form three small set put end does another well large must big even such because \
    turn here why ask went men read need land different home us move try kind hand picture again \
    change off play spell air away animal house point page letter mother answer found study still \
    learn should America world government information development system program question during \
    company problem between never under last country city school important children example begin
    """.split(separator: " ").map(String.init)

  // MARK: Chat

  static let chatNames: [String] = [
    "alice", "bob", "chen", "dana", "eve", "farid", "小明", "李雷", "韩梅梅", "yuki", "omar", "zoe",
  ]

  static let chatWords: [String] = [
    "lol", "omg", "haha", "ok", "see", "you", "tomorrow", "thanks", "love", "this", "party", "so",
    "good", "yes", "no", "wait", "what", "happy", "birthday", "coffee", "later", "nice", "team",
    "win", "let's", "go", "miss", "u", "hahaha", "really", "cute", "dog", "new", "pic", "哈哈",
    "好的", "谢谢", "明天见", "太棒了", "生日快乐", "加油", "晚安",
  ]

  /// © ® ™ without U+FE0F: text presentation, so not emoji (ED-6, ED-8).
  static let bareTextSymbols: [String] = ["Swift™", "©2024", "Brand®", "™", "©", "®"]

  static let presentationEmoji: [String] = [
    "\u{1F602}", "\u{1F62D}", "\u{1F97A}", "\u{1F60D}", "\u{1F525}", "\u{2728}", "\u{1F389}",
    "\u{1F4AF}", "\u{1F923}", "\u{1F605}", "\u{1F970}", "\u{1FAE0}", "\u{1F64F}", "\u{1F44D}",
    "\u{1F440}", "\u{1F480}", "\u{1F914}", "\u{1F60A}", "\u{1FA77}", "\u{1FABF}", "\u{2615}",
    "\u{26BD}", "\u{1F51F}",
  ]

  /// Text-default emoji made emoji by U+FE0F (ED-9a fully-qualified).
  static let textDefaultEmojiWithVS16: [String] = [
    "\u{2764}\u{FE0F}", "\u{263A}\u{FE0F}", "\u{270C}\u{FE0F}", "\u{2600}\u{FE0F}",
    "\u{2714}\u{FE0F}", "\u{26A0}\u{FE0F}", "\u{2197}\u{FE0F}", "\u{00A9}\u{FE0F}",
  ]

  /// Emoji modifier sequences (ED-13).
  static let skinToneEmoji: [String] = [
    "\u{1F44D}\u{1F3FD}", "\u{1F44B}\u{1F3FF}", "\u{1F64F}\u{1F3FB}", "\u{1F4AA}\u{1F3FC}",
    "\u{1F91E}\u{1F3FE}", "\u{1F44C}\u{1F3FB}", "\u{1FAF6}\u{1F3FD}", "\u{270C}\u{1F3FE}",
  ]

  /// RGI emoji ZWJ sequences (ED-16), families and professions to
  /// combinations of skin tones and text-default components.
  static let zwjEmoji: [String] = [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family: man, woman, girl, boy
    "\u{1F469}\u{200D}\u{1F4BB}",  // woman technologist
    "\u{1F9D1}\u{200D}\u{1F680}",  // astronaut
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // rainbow flag
    "\u{1F3F4}\u{200D}\u{2620}\u{FE0F}",  // pirate flag
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F91D}\u{200D}\u{1F468}\u{1F3FB}",  // woman and man holding hands, tones
    "\u{2764}\u{FE0F}\u{200D}\u{1F525}",  // heart on fire
    "\u{1F62E}\u{200D}\u{1F4A8}",  // face exhaling
    "\u{1F415}\u{200D}\u{1F9BA}",  // service dog
    "\u{1F9D1}\u{1F3FF}\u{200D}\u{1F9B1}",  // person: dark skin tone, curly hair
    "\u{1FAF1}\u{1F3FB}\u{200D}\u{1FAF2}\u{1F3FF}",  // handshake: light, dark
    "\u{1F441}\u{FE0F}\u{200D}\u{1F5E8}\u{FE0F}",  // eye in speech bubble
  ]

  /// Flag sequences (ED-14) and a tag sequence (ED-14a, Scotland).
  static let flagEmoji: [String] = [
    "\u{1F1E8}\u{1F1F3}", "\u{1F1FA}\u{1F1F8}", "\u{1F1EF}\u{1F1F5}", "\u{1F1EC}\u{1F1E7}",
    "\u{1F1E9}\u{1F1EA}", "\u{1F1EB}\u{1F1F7}", "\u{1F1E7}\u{1F1F7}", "\u{1F1EE}\u{1F1F3}",
    "\u{1F1F0}\u{1F1F7}",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
  ]

  /// Keycap sequences (ED-14c), fully qualified.
  static let keycapEmoji: [String] = [
    "1\u{FE0F}\u{20E3}", "2\u{FE0F}\u{20E3}", "3\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}",
    "*\u{FE0F}\u{20E3}", "0\u{FE0F}\u{20E3}",
  ]

  // MARK: Other scripts

  /// Everyday words of nine writing systems, for the per-script corpora
  /// (`Corpus.scripts`): two-byte alphabets (Cyrillic, Greek, Arabic,
  /// Hebrew), Latin with diacritics in two and three bytes (Vietnamese),
  /// Hangul syllables, kana with kanji, and Devanagari and Thai with their
  /// combining vowel signs.
  static let scriptWords: [(name: String, words: [String])] = [
    ("Russian", "привет мир как дела сегодня хорошо спасибо пожалуйста время работа город новости друг"),
    ("Greek", "καλημέρα κόσμε ευχαριστώ παρακαλώ σήμερα καιρός θάλασσα ήλιος φίλος δουλειά πόλη νέα"),
    ("Arabic", "مرحبا بالعالم شكرا من فضلك اليوم الطقس البحر الشمس صديق العمل المدينة أخبار"),
    ("Hebrew", "שלום עולם תודה בבקשה היום מזג אוויר ים שמש חבר עבודה עיר חדשות"),
    ("Vietnamese", "xin chào thế giới cảm ơn hôm nay thời tiết biển mặt trời bạn bè công việc thành phố tin tức"),
    ("Korean", "안녕하세요 세계 감사합니다 오늘 날씨 바다 태양 친구 일 도시 뉴스 좋아요"),
    ("Japanese", "こんにちは 世界 ありがとう 今日 天気 海 太陽 友達 仕事 町 ニュース です"),
    ("Hindi", "नमस्ते दुनिया धन्यवाद आज मौसम समुद्र सूरज दोस्त काम शहर समाचार अच्छा"),
    ("Thai", "สวัสดี โลก ขอบคุณ วันนี้ อากาศ ทะเล ดวงอาทิตย์ เพื่อน งาน เมือง ข่าว ดี"),
  ].map { ($0.0, $0.1.split(separator: " ").map(String.init)) }
}
