import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from '../library/rubric';
import { CHURCH_TEACHING, HIGH_SCHOOL } from './rubric';
import { workbookLabel, type Workbook, type WorkbookActivity } from './schema';

/**
 * Core Course VI of the USCCB framework: Life in Jesus Christ. Eight units following the
 * framework's sections (our call to happiness, freedom and conscience, law and grace, virtue,
 * sin, the commandments toward God and toward neighbor, and the challenges), with one reflection
 * each. All passages are retold in our own words.
 */

const WENT_AWAY_SAD: WorkbookActivity = {
  id: 'core-6-unit-1-what-must-i-do',
  unit: 1,
  title: 'What Must I Do? The Man Who Went Away Sad',
  passageReference: 'Mark 10:17-27',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'A man who has kept every commandment asks Jesus about eternal life, and cannot leave his riches to follow him.',
  passageText: [
    'As Jesus was setting out on a journey, a man ran up, knelt in front of him and asked, "Good Teacher, what must I do to inherit eternal life?" Jesus said to him, "Why do you call me good? No one is good but God alone. You know the commandments: do not kill; do not commit adultery; do not steal; do not give false witness; do not cheat; honor your father and mother."',
    'The man answered, "Teacher, I have kept all these since I was young." Jesus looked at him and loved him. He said, "You lack one thing. Go, sell what you have and give it to the poor, and you will have treasure in heaven. Then come, follow me." At these words the man\'s face fell, and he went away sad, because he had many possessions.',
    'Jesus looked around and said to his disciples, "How hard it is for those who have wealth to enter the kingdom of God! It is easier for a camel to go through the eye of a needle than for a rich person to enter the kingdom of God." The disciples were astonished and said to one another, "Then who can be saved?" Jesus looked at them and said, "For human beings it is impossible, but not for God. All things are possible for God."',
  ].join('\n\n'),
  instructions:
    "Read the conversation slowly. Notice the man's question, what Jesus feels as he looks at him, and why the man leaves. Then answer the questions in full sentences.",
  questions: [
    'The man asks what he must do to have eternal life. What do you think he was really looking for? Why does every human being long to be happy?',
    'Jesus begins with the commandments and then invites the man further: "Come, follow me." What is the difference between keeping rules and following a person?',
    'Mark says that Jesus "looked at him and loved him" before asking him to give up his wealth. How does knowing that change the way you hear what Jesus asked?',
    'The man went away sad "because he had many possessions." What can hold people your age back from following Jesus freely?',
    'Jesus says that what is impossible for us is possible for God. Write about something in your life you cannot change by effort alone, and what it would mean to let God help.',
  ],
  vocabulary: [
    {
      word: 'beatitude',
      definition:
        'Blessedness: the perfect happiness of life with God, for which every person is made.',
    },
    {
      word: 'eternal life',
      definition:
        'Life with God forever, which begins now through grace and is fulfilled in heaven.',
    },
    {
      word: 'morality',
      definition:
        'The goodness or evil of free human acts; living in a way that matches our dignity and our calling.',
    },
    {
      word: 'disciple',
      definition: 'Someone who follows Jesus, learns from him and shares his life and mission.',
    },
    {
      word: 'human dignity',
      definition:
        "The worth of every person, made in God's image and called to share his life forever.",
    },
  ],
  catechism: [1700, 1701, 1716, 1718, 1719, 1723, 2052, 2053, 2055],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Made for happiness',
        'Explains where true happiness is found and how following Jesus goes beyond keeping rules.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const DAVID_SPARES_SAUL: WorkbookActivity = {
  id: 'core-6-unit-2-david-spares-saul',
  unit: 2,
  title: "David's Heart Struck Him: Sparing Saul in the Cave",
  passageReference: '1 Samuel 24:1-17',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'David has the king who hunts him at his mercy, and his conscience will not let him strike.',
  passageText: [
    'King Saul had grown jealous of David, the young hero who had defeated Goliath, and was hunting him to kill him. With three thousand chosen soldiers, Saul searched for David among the rocks of the wilderness of En-gedi. On the way Saul went alone into a cave to relieve himself. He did not know that David and his men were hiding deep inside that very cave.',
    "David's men whispered, \"This is the day the Lord spoke of when he said, 'I will hand your enemy over to you, and you can do to him whatever you like.'\" David crept forward and quietly cut off a corner of Saul's robe. But afterward David's heart struck him, because he had cut Saul's robe. He said to his men, \"The Lord forbid that I should do such a thing to my master, the Lord's anointed, or raise my hand against him.\" He held his men back and did not let them attack Saul.",
    'When Saul left the cave and went on his way, David came out after him and called, "My lord the king!" Saul looked back, and David bowed down with his face to the ground. "Why do you listen to people who say I want to harm you? Today the Lord put you in my hands in the cave. Some told me to kill you, but I spared you. Look, my father, at the corner of your robe in my hand. I cut it off, but I did not kill you. Now you can see that I have done you no wrong."',
    'When David had finished speaking, Saul wept aloud. "You are more righteous than I am," he said. "You have repaid me with good, while I have repaid you with evil."',
  ].join('\n\n'),
  instructions:
    'Read the story and watch what happens inside David, not only what he does. Notice the voices telling him what to do. Then answer the questions in full sentences.',
  questions: [
    "David's men said that killing Saul was what God wanted. How did David know they were wrong? What does this show about how conscience works?",
    'After cutting Saul\'s robe, "David\'s heart struck him." What is conscience, and how is this moment an example of it?',
    'David was free to kill Saul and free to spare him. The Church teaches that the more we do what is good, the freer we become. What is real freedom, and how is it different from doing whatever we want?',
    'A conscience has to be formed, the way a musician trains an ear. Name three things that help form a good conscience, and explain one of them.',
    'Describe a time when your conscience told you something different from what the people around you were saying. What did you do?',
  ],
  vocabulary: [
    {
      word: 'conscience',
      definition:
        "The judgment of reason by which a person recognizes whether an act is good or evil; the inner place where we hear God's voice.",
    },
    {
      word: 'freedom',
      definition:
        'The power, rooted in reason and will, to act or not to act, and so to choose the good; it grows as we choose what is good.',
    },
    {
      word: 'formation of conscience',
      definition:
        "The lifelong work of educating our conscience through Scripture, the Church's teaching, prayer, wise advice and honest self-examination.",
    },
    {
      word: 'erroneous conscience',
      definition:
        "A conscience that judges wrongly, sometimes through no fault of one's own and sometimes through carelessness about the truth.",
    },
    {
      word: "the Lord's anointed",
      definition: 'A king chosen by God and anointed with oil, such as Saul and, later, David.',
    },
  ],
  catechism: [1730, 1731, 1733, 1776, 1777, 1778, 1783, 1785, 1790, 1791],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Conscience and freedom',
        'Explains what conscience is, how it is formed and what true freedom is, with an example from the story.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const BUT_I_SAY_TO_YOU: WorkbookActivity = {
  id: 'core-6-unit-3-but-i-say-to-you',
  unit: 3,
  title: 'But I Say to You: Jesus Fulfills the Law',
  passageReference: 'Matthew 5:17-24, 38-48',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'On the mountain, Jesus takes the commandments to the heart: anger, revenge and love of enemies.',
  passageText: [
    'On the mountain Jesus said to his disciples: "Do not think that I have come to abolish the Law or the Prophets. I have not come to abolish them but to fulfill them. Unless your holiness goes deeper than that of the scribes and the Pharisees, you will not enter the kingdom of heaven."',
    '"You have heard that it was said to the people long ago, \'You shall not kill; whoever kills will answer for it in judgment.\' But I say to you: whoever is angry with a brother or sister will answer for it in judgment. So if you are bringing your gift to the altar, and there you remember that your brother or sister has something against you, leave your gift in front of the altar. First go and make peace with them, and then come back and offer your gift."',
    '"You have heard that it was said, \'An eye for an eye and a tooth for a tooth.\' But I say to you: do not take revenge on someone who wrongs you. If anyone strikes you on the right cheek, turn the other cheek to them as well."',
    '"You have heard that it was said, \'Love your neighbor and hate your enemy.\' But I say to you: love your enemies and pray for those who persecute you, so that you may be children of your Father in heaven. He makes his sun rise on the bad and the good, and sends rain on the just and the unjust. If you love only those who love you, what is special about that? So be perfect, as your heavenly Father is perfect."',
  ].join('\n\n'),
  instructions:
    'Read Jesus\' words slowly. Each time he says "You have heard... But I say to you," note what the old law asked and what Jesus adds. Then answer the questions in full sentences.',
  questions: [
    'Jesus says he came not to abolish the Law but to fulfill it. Using one of his three examples, explain how he fulfills a commandment rather than replacing it.',
    'Jesus moves from an action (killing) to the heart (anger). Why do you think the New Law reaches into our hearts and not only into our deeds?',
    'The Church teaches that the natural law is written in every human heart, so that even people who have never read the Bible can know, for example, that murder is wrong. Give another example of a moral truth that people of every culture recognize.',
    '"Be perfect, as your heavenly Father is perfect" sounds impossible. The Church teaches that the New Law is above all the grace of the Holy Spirit. How does grace make this command possible to live?',
    'Is there someone you need to "go and make peace with" before you bring your gift to God? Without naming them, describe a first step you could take.',
  ],
  vocabulary: [
    {
      word: 'natural law',
      definition:
        'The moral sense God has written in every human heart, by which reason knows the basic good to do and the evil to avoid.',
    },
    {
      word: 'Old Law',
      definition:
        'The law God gave Israel through Moses, summed up in the Ten Commandments, which prepared the way for the Gospel.',
    },
    {
      word: 'New Law',
      definition:
        'The law of the Gospel, taught above all in the Sermon on the Mount, which is the grace of the Holy Spirit given through faith in Christ.',
    },
    {
      word: 'actual grace',
      definition: "God's help at particular moments, to turn away from sin and to do what is good.",
    },
    {
      word: 'scribe',
      definition: 'An expert in the Law of Moses who copied, studied and taught it.',
    },
  ],
  catechism: [1954, 1956, 1961, 1965, 1966, 1967, 1968, 1970, 2000, 2262],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Law and grace',
        'Explains how the New Law fulfills the Old Law and the natural law, and how grace makes it possible to live.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const DANIEL_AT_THE_KINGS_TABLE: WorkbookActivity = {
  id: 'core-6-unit-4-daniel-at-the-kings-table',
  unit: 4,
  title: "Daniel at the King's Table: Growing in Virtue",
  passageReference: 'Daniel 1:1-20',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    "Far from home, Daniel and his friends keep faith at the king's table with courage, self-control and good sense.",
  passageText: [
    "King Nebuchadnezzar of Babylon captured Jerusalem and carried many of its people away. He ordered his chief official to choose young men from the noble families of Israel, healthy, intelligent and quick to learn, to be trained for three years in the language and learning of Babylon and then to serve in the king's palace. Among them were Daniel and his friends Hananiah, Mishael and Azariah. The official even gave them new Babylonian names.",
    'Every day the young men were to receive food and wine from the king\'s own table. But Daniel made up his mind not to make himself unclean with the king\'s food and wine, which the Law of his people did not allow, and he asked the official for permission not to eat it. God had given Daniel the official\'s goodwill, but the official was afraid. "If the king sees you looking thinner and weaker than the other young men your age," he said, "it will cost me my head."',
    'So Daniel went to the guard in charge of them and said, "Please test us for ten days. Give us only vegetables to eat and water to drink. Then compare us with the young men who eat the king\'s food, and decide what to do with us by what you see." The guard agreed. At the end of ten days Daniel and his friends looked healthier and stronger than all the others. So the guard took away the king\'s food and wine and gave them vegetables.',
    'God gave these four young men knowledge and skill in every kind of learning and wisdom. When the three years were over, the king talked with them, and in every question he asked them he found no one equal to them in wisdom and understanding.',
  ].join('\n\n'),
  instructions:
    'Read the story and notice how Daniel keeps his faith in a foreign place without being rude or reckless. Then answer the questions in full sentences, using the names of the virtues.',
  questions: [
    'Daniel "made up his mind" before the food ever arrived. Why does deciding ahead of time make it easier to do what is right under pressure?',
    'Name the four cardinal virtues: prudence, justice, fortitude and temperance. Choose two, and show where Daniel practices each one in this story.',
    'Daniel did not refuse loudly or put the guard in danger; he proposed a fair test. What does this show about prudence, the virtue that helps us choose the right way to do good?',
    "The Church teaches that human virtues grow through practice, like any skill, and that God's grace purifies and raises them. Describe one small habit that could help you grow in one virtue this month.",
    'Daniel and his friends lived where almost no one shared their faith, and they stuck together. Who helps you live your faith when it is hard, and whom do you help?',
  ],
  vocabulary: [
    {
      word: 'virtue',
      definition:
        'A firm habit of doing good, which makes it easier, and more joyful, to choose the good.',
    },
    {
      word: 'cardinal virtues',
      definition:
        'Prudence, justice, fortitude and temperance: the four "hinge" virtues on which the other human virtues turn.',
    },
    {
      word: 'theological virtues',
      definition: 'Faith, hope and charity: virtues given by God that relate us directly to him.',
    },
    {
      word: 'prudence',
      definition:
        'The virtue that helps us see what is truly good in a situation and choose the right way to do it.',
    },
    {
      word: 'temperance',
      definition:
        'The virtue that keeps our desire for pleasure in balance, so that we use good things well.',
    },
    {
      word: 'fortitude',
      definition:
        'The virtue of courage, which keeps us firm in doing good when it is hard or frightening.',
    },
  ],
  catechism: [1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1812, 1813, 1839],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Naming virtue',
        'Names the cardinal virtues correctly and shows how they are practiced, in the story and in real life.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const YOU_ARE_THE_MAN: WorkbookActivity = {
  id: 'core-6-unit-5-you-are-the-man',
  unit: 5,
  title: 'You Are the Man! David, Nathan and the Mercy of God',
  passageReference: '2 Samuel 11:1-12:13; Psalm 51:1-2, 10',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'King David hides one sin with worse ones, until the prophet Nathan helps him see the truth and ask for mercy.',
  passageText: [
    'One spring, while his army was away at war, King David stayed in Jerusalem. From the roof of his palace he saw a woman named Bathsheba, the wife of Uriah, one of his most loyal soldiers. David sent for her and slept with her, and she became pregnant. To hide what he had done, David ordered that Uriah be placed at the front of the hardest fighting and then left alone there, and Uriah was killed. Then David married Bathsheba. But what David had done was evil in the eyes of the Lord.',
    'The Lord sent the prophet Nathan to David. Nathan said, "There were two men in a town, one rich and one poor. The rich man had many flocks and herds, but the poor man had nothing except one little lamb. He raised it with his children; it ate from his plate, drank from his cup and slept in his arms, like a daughter to him. One day a traveler came to visit the rich man. Not wanting to take one of his own animals, the rich man took the poor man\'s lamb and cooked it for his guest."',
    'David burned with anger against the rich man. "As the Lord lives," he said to Nathan, "the man who did this deserves to die! He must pay for that lamb four times over, because he had no pity." Nathan said to David, "You are the man!" And he reminded David of everything the Lord had given him, and of what he had done to Uriah.',
    'David said to Nathan, "I have sinned against the Lord." Nathan answered, "The Lord has taken away your sin; you will not die." Yet the harm David had done still brought great sorrow on his family. A psalm that tradition links with this moment prays: "Have mercy on me, O God, in your faithful love; in your great compassion wipe away my wrongs. Wash me completely from my guilt, and make me clean from my sin. Create a clean heart in me, O God, and put a new and steady spirit within me."',
  ].join('\n\n'),
  instructions:
    'Read the story carefully; it is about serious sin and real forgiveness. Notice how one sin leads to another, and how Nathan helps David see the truth. Then answer the questions in full sentences.',
  questions: [
    "David's first wrong choice led to lies and finally to a death. How does one sin make the next one easier? Give an example of how this can happen in ordinary life.",
    "David saw the rich man's wrong at once but could not see his own. Why is it often easier to see sin in others than in ourselves, and how did Nathan's story get past David's defenses?",
    'The Church teaches that a sin is mortal when it is grave matter, committed with full knowledge and deliberate consent, and venial otherwise. Explain the three conditions in your own words, and why all three are needed.',
    'David was forgiven as soon as he confessed, yet what he had done still had consequences. What is the difference between being forgiven and repairing the damage sin has done?',
    'The psalm asks God to "create a clean heart in me." Write a short prayer of your own asking God for a new start in one part of your life.',
  ],
  vocabulary: [
    {
      word: 'sin',
      definition:
        "An offense against God and a failure in true love of God and neighbor, by a thought, word, deed or omission against God's law.",
    },
    {
      word: 'mortal sin',
      definition:
        'A grave sin committed with full knowledge and deliberate consent, which destroys charity in the heart and cuts us off from God unless we repent.',
    },
    {
      word: 'venial sin',
      definition:
        'A less serious sin that weakens charity and harms our friendship with God but does not destroy it.',
    },
    {
      word: 'vice',
      definition: 'A habit of sin, the opposite of a virtue, formed by repeating wrong choices.',
    },
    {
      word: 'prophet',
      definition:
        'Someone called by God to speak his word, often to call people, even kings, back to him.',
    },
  ],
  catechism: [1846, 1847, 1849, 1850, 1855, 1857, 1858, 1859, 1862, 1865],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Sin and mercy',
        "Explains what sin is, how mortal and venial sin differ, and how God's mercy answers sin.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const I_AM_THE_LORD: WorkbookActivity = {
  id: 'core-6-unit-6-i-am-the-lord-your-god',
  unit: 6,
  title: 'I Am the Lord Your God: The First Three Commandments',
  passageReference: 'Exodus 19:1, 16; 20:1-11; Deuteronomy 6:4-7',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'At Mount Sinai God, who has just set his people free, gives the commandments about loving him.',
  passageText: [
    'Three months after the Lord brought the Israelites out of slavery in Egypt, they camped in front of Mount Sinai. The mountain was wrapped in cloud and smoke, thunder rolled, and the whole people trembled. Then God spoke all these words.',
    '"I am the Lord your God, who brought you out of the land of Egypt, out of the house of slavery. You shall have no other gods besides me. You shall not make idols for yourselves, or bow down to them or serve them. I show faithful love to the thousandth generation of those who love me and keep my commandments."',
    '"You shall not take the name of the Lord your God in vain, for the Lord will not leave unpunished anyone who misuses his name."',
    '"Remember the Sabbath day and keep it holy. Six days you shall work and do all your tasks, but the seventh day is a Sabbath for the Lord your God. On it no one in your household shall work: not you, your children, your servants, your animals or the foreigner living among you. For in six days the Lord made the heavens, the earth and the sea and everything in them, and on the seventh day he rested."',
    'Later Moses taught the people: "Hear, O Israel: the Lord is our God, the Lord alone. You shall love the Lord your God with all your heart, with all your soul and with all your strength. Keep these words in your heart. Teach them to your children, and talk about them at home and on the road, when you lie down and when you get up."',
  ].join('\n\n'),
  instructions:
    'Read the first part of the Ten Commandments and the great prayer Moses taught. Notice what God says about himself before he gives a single command. Then answer the questions in full sentences.',
  questions: [
    'Before giving any command, God reminds the people that he freed them from slavery. Why does it matter that the commandments come after the rescue, and not before it?',
    "Idols today are rarely statues. What can take first place in a person's life instead of God, and how can you tell when something has become an idol?",
    "The second commandment asks us to honor God's name. Why do words matter so much, and what does it say about us when we use God's name carelessly?",
    "Christians keep Sunday, the day of the Resurrection, as the Lord's Day. Why does the Church ask Catholics to take part in Mass every Sunday and to rest, and what would a Sunday kept holy look like for a student?",
    'Moses tells parents to talk about God\'s words "at home and on the road." Who taught you to pray, and what habit of prayer would you like to keep?',
  ],
  vocabulary: [
    {
      word: 'Decalogue',
      definition:
        'The Ten Commandments, the "ten words" God gave on Mount Sinai, which sum up the law of love of God and neighbor.',
    },
    {
      word: 'idolatry',
      definition:
        'Giving a created thing, such as money, power, pleasure or fame, the honor that belongs to God alone.',
    },
    {
      word: 'blasphemy',
      definition:
        'Words of hatred, contempt or mockery against God, the Church, the saints or sacred things.',
    },
    {
      word: "Lord's Day",
      definition:
        "Sunday, the day of Christ's Resurrection, kept holy by taking part in the Eucharist and resting from work.",
    },
    {
      word: 'Shema',
      definition:
        'The great prayer of Israel, "Hear, O Israel," which Jesus called the first of all the commandments.',
    },
  ],
  catechism: [2056, 2061, 2062, 2083, 2084, 2113, 2142, 2148, 2168, 2175, 2180, 2184],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Loving God first',
        'Explains what each of the first three commandments asks and how each can be lived today.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const NABOTHS_VINEYARD: WorkbookActivity = {
  id: 'core-6-unit-7-naboths-vineyard',
  unit: 7,
  title: "Naboth's Vineyard: When Wanting Becomes Taking",
  passageReference: '1 Kings 21:1-20',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    "A king's greed for his neighbor's vineyard leads to lies, an unjust death and theft, until a prophet confronts him.",
  passageText: [
    'Naboth owned a vineyard in Jezreel, beside the palace of Ahab, king of Israel. Ahab said to Naboth, "Give me your vineyard for a vegetable garden, since it is close to my house. I will give you a better vineyard for it, or pay you what it is worth." But Naboth answered, "The Lord forbid that I should give you the inheritance of my ancestors." The land had been handed down in his family for generations, as God\'s Law intended.',
    'Ahab went home sullen and angry. He lay on his bed, turned his face to the wall and would not eat. His wife Jezebel asked him what was wrong, and he told her. "Are you the king of Israel or not?" she said. "Get up and eat, and cheer up. I will get you Naboth\'s vineyard."',
    'Jezebel wrote letters in Ahab\'s name, sealed them with his seal, and sent them to the elders of Naboth\'s town. "Proclaim a fast," she wrote, "and seat Naboth in a place of honor. Then seat two worthless men opposite him, and have them swear that he cursed God and the king. Then take him out and stone him." The elders did exactly what the letters said. Two men gave false witness against Naboth, and he was taken outside the town and stoned to death. As soon as Ahab heard that Naboth was dead, he went down to take the vineyard for himself.',
    'Then the word of the Lord came to the prophet Elijah: "Go down to meet Ahab. He is in Naboth\'s vineyard, where he has gone to take it." Elijah found him there, and Ahab said, "So you have found me, my enemy." Elijah answered, "I have found you, because you have sold yourself to do what is evil in the sight of the Lord."',
  ].join('\n\n'),
  instructions:
    'Read the story and keep a list of the commandments that are broken in it, and by whom. Then answer the questions in full sentences.',
  questions: [
    "Ahab's first wrong was inside him: he wanted what belonged to someone else and would not accept no. Why do you think the last two commandments are about what we desire, and not only about what we do?",
    'List the commandments that are broken in this story and who broke each one. Which of these wrongs do you think did the most harm, and why?',
    'The elders knew Naboth and still did what the letters told them. What does their choice show about the duty to tell the truth and to refuse to take part in injustice, even when powerful people ask?',
    "Naboth refused to sell land that was his family's inheritance. The Church teaches that the goods of the earth are meant for everyone, and also that people have a right to private property. How does this story show why both matter?",
    'Envy can show up among students over clothes, phones, popularity or grades. Describe one way it shows up, and what could help you be grateful instead.',
  ],
  vocabulary: [
    {
      word: 'covetousness',
      definition:
        'A disordered desire to have what belongs to someone else, forbidden by the ninth and tenth commandments.',
    },
    {
      word: 'false witness',
      definition:
        "Lying about someone in court or in public, which can destroy a person's good name and even their life.",
    },
    {
      word: 'envy',
      definition:
        "Sadness at another person's good, and the wish to have it for oneself, even unjustly.",
    },
    {
      word: 'justice',
      definition: 'The virtue of giving God and each person what is due to them.',
    },
    {
      word: 'universal destination of goods',
      definition:
        'The teaching that God gave the earth and its goods to the whole human family, while the right to private property protects what each person and family needs.',
    },
  ],
  catechism: [2196, 2258, 2402, 2403, 2407, 2464, 2476, 2534, 2536, 2538, 2539],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Loving our neighbor',
        'Names the commandments at stake, explains what each one protects, and applies them to real life.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const NEITHER_DO_I_CONDEMN_YOU: WorkbookActivity = {
  id: 'core-6-unit-8-neither-do-i-condemn-you',
  unit: 8,
  title: 'Neither Do I Condemn You: Truth and Mercy Together',
  passageReference: 'John 8:1-11',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Jesus saves a woman from a crowd ready to stone her, and sends her away forgiven and changed.',
  passageText: [
    'Early in the morning Jesus came to the Temple. All the people gathered around him, and he sat down and taught them. The scribes and the Pharisees brought in a woman who had been caught in adultery. They made her stand in front of everyone and said to Jesus, "Teacher, this woman was caught in the act of adultery. In the Law, Moses commanded us to stone such women. What do you say?" They asked this to trap him, so that they would have something to accuse him of.',
    'Jesus bent down and wrote on the ground with his finger. When they kept on questioning him, he straightened up and said to them, "Let the one among you who is without sin be the first to throw a stone at her." And again he bent down and wrote on the ground.',
    'When they heard this, they went away one by one, beginning with the oldest, until Jesus was left alone with the woman standing there. Jesus straightened up and said to her, "Woman, where are they? Has no one condemned you?" She said, "No one, sir." And Jesus said, "Neither do I condemn you. Go, and from now on do not sin any more."',
  ].join('\n\n'),
  instructions:
    'Read the story and notice the two things Jesus refuses to do: he refuses to condemn the woman, and he refuses to call sin unimportant. Then use the questions to think about things people say about the moral life today, such as "Who are you to judge?" or "What is right for you may not be right for me."',
  questions: [
    'Jesus did not condemn the woman, and he also told her, "Do not sin any more." How does he hold mercy and truth together, and why would either one alone fall short?',
    'People sometimes say, "Who are you to judge?" The Church teaches that we may judge whether an act is right or wrong, but must leave the judgment of a person\'s heart to God. Explain the difference, using the story.',
    'Some say that right and wrong are only personal opinions. Using what you have learned about the natural law and conscience, explain why the Church teaches that some acts are always wrong, whatever the intention or the circumstances.',
    'The accusers left "one by one, beginning with the oldest." Why do you think the oldest left first? What does this say about being honest with ourselves?',
    'Think of a time when you were tempted to join a crowd condemning someone, in person or online. What would it look like to act as Jesus did?',
  ],
  vocabulary: [
    {
      word: 'relativism',
      definition:
        'The claim that there is no truth about right and wrong that holds for everyone, only personal or cultural opinion.',
    },
    {
      word: 'sources of morality',
      definition:
        'The three things that make a human act good or evil: what is chosen (the object), why it is chosen (the intention), and the circumstances.',
    },
    {
      word: 'intrinsically evil',
      definition:
        'Describes an act that is always wrong in itself, whatever the intention or circumstances, such as deliberately killing an innocent person.',
    },
    {
      word: 'rash judgment',
      definition:
        'Assuming, without enough reason, that another person has done wrong or acted from bad motives.',
    },
    {
      word: 'adultery',
      definition:
        'Sexual relations between two people when at least one of them is married to someone else; a grave sin against the sixth commandment and against the covenant of marriage.',
    },
  ],
  catechism: [1750, 1753, 1755, 1756, 1789, 1861, 1954, 1956, 2478],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Truth and mercy',
        'Answers a common challenge about the moral life with accurate reasons, holding truth and mercy together.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

export const COURSE_6: Workbook = {
  id: 'core-6',
  course: 'VI',
  kind: 'core',
  title: 'Life in Jesus Christ',
  label: workbookLabel('VI'),
  status: 'complete',
  units: [
    { number: 1, name: 'Made for happiness with God' },
    { number: 2, name: 'Freedom and conscience' },
    { number: 3, name: 'Law and grace' },
    { number: 4, name: 'A life of virtue' },
    { number: 5, name: 'Sin and mercy' },
    { number: 6, name: 'Loving God: the first three commandments' },
    { number: 7, name: 'Loving our neighbor: the other seven commandments' },
    { number: 8, name: 'Questions about living a moral life' },
  ],
  activities: [
    WENT_AWAY_SAD,
    DAVID_SPARES_SAUL,
    BUT_I_SAY_TO_YOU,
    DANIEL_AT_THE_KINGS_TABLE,
    YOU_ARE_THE_MAN,
    I_AM_THE_LORD,
    NABOTHS_VINEYARD,
    NEITHER_DO_I_CONDEMN_YOU,
  ],
};
