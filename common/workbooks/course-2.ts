import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from '../library/rubric';
import { CHURCH_TEACHING, HIGH_SCHOOL } from './rubric';
import { workbookLabel, type Workbook, type WorkbookActivity } from './schema';

/**
 * Core Course II of the USCCB framework: Who Is Jesus Christ? Seven units following the
 * framework's sections (God and Revelation, the Trinity, the Incarnation, true God and true man,
 * what Christ reveals about the human person, discipleship, and the challenges), with one
 * reflection each. All passages are retold in our own words.
 */

const BURNING_BUSH: WorkbookActivity = {
  id: 'core-2-unit-1-the-burning-bush',
  unit: 1,
  title: 'I Am Who Am: God Speaks from the Burning Bush',
  passageReference: 'Exodus 3:1-15',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary: 'God calls Moses from a bush that burns without burning up, and tells him his name.',
  passageText: [
    'Moses was looking after the flock of his father-in-law Jethro, and he led the sheep across the wilderness to Horeb, the mountain of God. There the angel of the Lord appeared to him in a flame of fire out of a bush. Moses looked: the bush was on fire, yet it was not burning up. "I must go over and look at this amazing sight," he said. "Why doesn\'t the bush burn up?"',
    'When the Lord saw that he had come to look, God called to him out of the bush, "Moses, Moses!" He answered, "Here I am." God said, "Come no closer. Take off your sandals, for the place where you are standing is holy ground. I am the God of your father, the God of Abraham, the God of Isaac and the God of Jacob." Moses hid his face, because he was afraid to look at God.',
    'The Lord said, "I have seen the misery of my people in Egypt. I have heard them crying out because of their slave drivers, and I know how they suffer. I have come down to rescue them and to bring them to a good and spacious land. Now go. I am sending you to Pharaoh to bring my people out of Egypt." But Moses said to God, "Who am I, that I should go to Pharaoh?" God answered, "I will be with you."',
    "Moses said, \"Suppose I go to the Israelites and tell them, 'The God of your ancestors has sent me to you,' and they ask me, 'What is his name?' What shall I tell them?\" God said to Moses, \"I AM WHO AM. Tell the Israelites: 'I AM has sent me to you.' This is my name forever, the name by which I am to be remembered from generation to generation.\"",
  ].join('\n\n'),
  instructions:
    'Read the story and notice what God reveals about himself: what he sees, what he does and what he is called. Notice too how Moses responds. Then answer the questions in full sentences.',
  questions: [
    'Moses was doing his ordinary work when God called him. Why do you think God so often makes himself known in the middle of ordinary life?',
    'God says, "I have seen the misery of my people... I have come down to rescue them." What do these words reveal about who God is?',
    'The name "I AM" says that God simply is: he has no beginning and depends on nothing. Why does it matter that God tells his name at all, and what does this name tell us about him?',
    'Moses answers "Here I am" and then asks "Who am I?" Faith is a personal answer to God who reveals himself. Why do you think God answers Moses\' doubt with "I will be with you" instead of a list of Moses\' talents?',
    'Where is the "holy ground" in your life, a place or a time when you are more aware of God?',
  ],
  vocabulary: [
    {
      word: 'YHWH',
      definition:
        'The holy name God reveals to Moses, often rendered "I AM" or "the Lord"; out of reverence, Jewish people do not say it aloud.',
    },
    {
      word: 'theophany',
      definition:
        'An appearance of God, such as the burning bush, that shows his presence and his glory.',
    },
    {
      word: 'faith',
      definition:
        'A gift of God and a free human act: the personal response of the whole person to God who reveals himself.',
    },
    {
      word: 'reverence',
      definition:
        'Deep respect and awe before God and holy things, shown here when Moses takes off his sandals.',
    },
    {
      word: 'Exodus',
      definition:
        'The event in which God freed the Israelites from slavery in Egypt, and the book of the Bible that tells of it.',
    },
  ],
  catechism: [142, 143, 150, 166, 203, 204, 205, 206, 207, 2575],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'God who reveals himself',
        'Explains what God reveals about himself in the passage and what the response of faith is.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const BELOVED_SON: WorkbookActivity = {
  id: 'core-2-unit-2-my-beloved-son',
  unit: 2,
  title: 'This Is My Beloved Son: The Trinity Made Known',
  passageReference: 'Matthew 3:13-17; 28:16-20',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'At the Jordan the Father speaks and the Spirit descends on the Son; at the end, Jesus sends his disciples to baptize in the name of all three.',
  passageText: [
    'Jesus came from Galilee to the Jordan River to be baptized by John. John tried to stop him. "I need to be baptized by you," he said, "and yet you come to me?" Jesus answered, "Let it be so for now. It is right for us to do this, to fulfill all that God asks." Then John agreed.',
    'As soon as Jesus was baptized, he came up out of the water. At that moment the heavens were opened, and he saw the Spirit of God coming down like a dove and resting on him. And a voice from heaven said, "This is my beloved Son, with whom I am well pleased."',
    'After his Resurrection, the eleven disciples went to the mountain in Galilee where Jesus had told them to go. When they saw him, they worshipped him, though some still doubted. Jesus came to them and said, "All authority in heaven and on earth has been given to me. So go and make disciples of all nations, baptizing them in the name of the Father and of the Son and of the Holy Spirit, and teaching them to keep everything I have commanded you. And remember, I am with you always, to the end of the age."',
  ].join('\n\n'),
  instructions:
    "Read the two scenes, one at the beginning of Jesus' public life and one at its end on earth. In each, look for the Father, the Son and the Holy Spirit. Then answer the questions in full sentences.",
  questions: [
    'At the Jordan, where do you see the Father, the Son and the Holy Spirit? What does each one do?',
    'Jesus had no sin, yet he asked John to baptize him. Why do you think he stood in line at the river with sinners?',
    'Jesus sends his disciples to baptize "in the name" (not "names") of the Father and of the Son and of the Holy Spirit. How does this small word express the Church\'s belief in one God in three divine Persons?',
    'The Trinity is a mystery: we could never have known it unless Jesus revealed it, and we will never understand it completely. How is a mystery different from a contradiction, or from a puzzle waiting to be solved?',
    'At your Baptism you were baptized in the name of the Father, the Son and the Holy Spirit, and God called you his beloved child. What difference could it make to remember that on a hard day?',
  ],
  vocabulary: [
    {
      word: 'Trinity',
      definition:
        'The mystery of one God in three divine Persons: the Father, the Son and the Holy Spirit.',
    },
    {
      word: 'divine Person',
      definition:
        'Each of the Father, the Son and the Holy Spirit, who are really distinct from one another and yet are the one God.',
    },
    {
      word: 'mystery of faith',
      definition:
        'A truth revealed by God that we could not know on our own and can never fully understand, though we can always understand it more deeply.',
    },
    {
      word: 'consubstantial',
      definition:
        'Of the same substance or being: the Son and the Holy Spirit are one in being with the Father.',
    },
    {
      word: 'Great Commission',
      definition:
        "Jesus' command to his disciples to make disciples of all nations, baptizing and teaching them.",
    },
  ],
  catechism: [232, 233, 234, 237, 240, 253, 254, 255, 535, 536, 849],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'One God in three Persons',
        "Explains the Church's belief in the Trinity accurately, using the scenes in the passage.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const WORD_MADE_FLESH: WorkbookActivity = {
  id: 'core-2-unit-3-the-word-made-flesh',
  unit: 3,
  title: 'Let It Be Done to Me: The Word Made Flesh',
  passageReference: 'Luke 1:26-38; John 1:1-3, 14',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'The angel Gabriel announces to Mary that she will bear the Son of God, and she says yes.',
  passageText: [
    'In the sixth month, God sent the angel Gabriel to a town in Galilee called Nazareth, to a young woman engaged to a man named Joseph, of the family of David. The young woman\'s name was Mary. The angel came to her and said, "Hail, full of grace! The Lord is with you." Mary was deeply troubled by his words and wondered what this greeting could mean.',
    'The angel said to her, "Do not be afraid, Mary, for you have found favor with God. You will conceive and give birth to a son, and you will name him Jesus. He will be great and will be called the Son of the Most High. The Lord God will give him the throne of his ancestor David, and his kingdom will never end."',
    'Mary said to the angel, "How can this be, since I have not been with a man?" The angel answered, "The Holy Spirit will come upon you, and the power of the Most High will overshadow you. So the child to be born will be called holy, the Son of God. Your relative Elizabeth has also conceived a son in her old age, and she who was said to be unable to have children is now in her sixth month. For nothing is impossible for God." Mary said, "Here I am, the servant of the Lord. Let it be done to me as you have said." Then the angel left her.',
    'John\'s Gospel tells the same mystery from the side of eternity: "In the beginning was the Word, and the Word was with God, and the Word was God. Through him all things came to be. And the Word became flesh and lived among us, and we have seen his glory, the glory of the Father\'s only Son, full of grace and truth."',
  ].join('\n\n'),
  instructions:
    "Read the Annunciation, then the few lines from the beginning of John's Gospel. Notice what the angel says about who the child will be, and how Mary answers. Then answer the questions in full sentences.",
  questions: [
    'The angel says the child will be called "the Son of the Most High" and "the Son of God." What does the Church mean when it says that in Jesus, God the Son became man?',
    "Why did the Word become flesh? The Church gives four reasons: to save us by reconciling us with God, so that we might know God's love, to be our model of holiness, and to make us sharers in God's own life. Choose one and explain it in your own words.",
    'Mary asks, "How can this be?" and then says yes. How is her question different from a refusal, and what does her answer show about faith?',
    'The Church calls Mary the Mother of God. Why is this title above all a statement about who Jesus is?',
    'Mary said yes without knowing everything that would follow. What is one thing God might be asking you to say yes to now?',
  ],
  vocabulary: [
    {
      word: 'Incarnation',
      definition:
        'The mystery by which the eternal Son of God took a human nature and became man, without ceasing to be God.',
    },
    {
      word: 'Annunciation',
      definition:
        "The angel Gabriel's announcement to Mary that she would conceive the Son of God by the power of the Holy Spirit.",
    },
    {
      word: 'Theotokos',
      definition:
        'Greek for "God-bearer": the title Mother of God, given to Mary because her son Jesus is truly God.',
    },
    {
      word: 'the Word',
      definition:
        "A name for the Son of God in John's Gospel: the Father's eternal Word, through whom all things were made.",
    },
    {
      word: 'virginal conception',
      definition:
        "Jesus' conception in Mary's womb by the power of the Holy Spirit, without a human father.",
    },
  ],
  catechism: [456, 457, 458, 459, 460, 461, 484, 494, 495, 496],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'The Incarnation',
        'Explains what the Incarnation is and why the Son of God became man, with details from the passages.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const CALMING_THE_STORM: WorkbookActivity = {
  id: 'core-2-unit-4-who-then-is-this',
  unit: 4,
  title: 'Who Then Is This? Jesus Calms the Storm',
  passageReference: 'Mark 4:35-41',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Jesus sleeps through a storm like any tired man, then commands the wind and the sea as only God can.',
  passageText: [
    'That evening, after teaching the crowds all day beside the lake, Jesus said to his disciples, "Let us cross over to the other side." Leaving the crowd behind, they took him with them in the boat, just as he was, and other boats went with them.',
    'A fierce windstorm came up, and the waves broke over the boat until it was nearly swamped. Jesus was in the back of the boat, asleep on a cushion. The disciples woke him and said, "Teacher, don\'t you care that we are going to drown?"',
    'He got up, rebuked the wind and said to the sea, "Quiet! Be still!" The wind died down, and there was a great calm. Then he said to them, "Why are you so afraid? Do you still have no faith?"',
    'They were filled with awe and said to one another, "Who then is this, that even the wind and the sea obey him?"',
  ].join('\n\n'),
  instructions:
    'Read the story and look for two kinds of detail: what shows that Jesus is truly human, and what shows that he is truly God. Then answer the questions in full sentences.',
  questions: [
    'Jesus was so tired that he slept through a storm. List the details in this story that show he is truly human.',
    'In the Old Testament, only God rules the wind and the sea. What does it mean that Jesus commands them with a word? List the details that show he is truly God.',
    'The Church teaches that Jesus is one divine Person with two natures, divine and human, not mixed together and not divided. Why does it matter for our salvation that he is both fully God and fully man?',
    'In the early centuries some said that Jesus only seemed to be human, and others that he was only a great man. Choose one of these mistakes and explain, using this story, what it leaves out.',
    'The disciples asked, "Don\'t you care?" When have you felt that God was asleep in your storm? What would you say to him now?',
  ],
  vocabulary: [
    {
      word: 'hypostatic union',
      definition:
        'The union of the divine nature and the human nature in the one divine Person of the Son.',
    },
    {
      word: 'nature',
      definition: 'What something is: Jesus has a fully divine nature and a fully human nature.',
    },
    {
      word: 'heresy',
      definition:
        'The stubborn denial, by a baptized person, of a truth that must be believed as revealed by God and taught by the Church.',
    },
    {
      word: 'ecumenical council',
      definition:
        'A gathering of the bishops of the whole world in communion with the Pope, such as the councils of Nicaea and Chalcedon, that teaches the faith with authority.',
    },
    {
      word: 'awe',
      definition: 'Wonder mixed with holy fear before the greatness of God.',
    },
  ],
  catechism: [464, 465, 467, 469, 470, 480, 481, 547, 548],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'True God and true man',
        'Explains how Jesus is both fully divine and fully human, with details from the story for each.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const JESUS_WEPT: WorkbookActivity = {
  id: 'core-2-unit-5-jesus-wept',
  unit: 5,
  title: 'Jesus Wept: The Raising of Lazarus',
  passageReference: 'John 11:17-44',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary: 'Jesus weeps with his grieving friends, then calls Lazarus out of the tomb.',
  passageText: [
    'Lazarus lived in Bethany, near Jerusalem, with his sisters Martha and Mary, and Jesus loved all three of them. When Jesus arrived, Lazarus had already been in the tomb for four days, and many people had come to comfort the sisters.',
    'When Martha heard that Jesus was coming, she went out to meet him. "Lord," she said, "if you had been here, my brother would not have died. But even now I know that God will give you whatever you ask." Jesus said to her, "Your brother will rise again." Martha said, "I know he will rise again in the resurrection on the last day." Jesus said, "I am the resurrection and the life. Whoever believes in me, even though he dies, will live, and everyone who lives and believes in me will never die. Do you believe this?" She said, "Yes, Lord. I believe that you are the Christ, the Son of God, the one who was to come into the world."',
    'Then Mary came and fell at his feet, weeping, and said the same words: "Lord, if you had been here, my brother would not have died." When Jesus saw her weeping, and the people with her weeping too, he was deeply moved and troubled. "Where have you laid him?" he asked. "Come and see, Lord," they said. And Jesus wept. The people said, "See how much he loved him!"',
    'Jesus came to the tomb, a cave with a stone across its entrance. "Take away the stone," he said. Martha said, "Lord, by now there will be a smell; he has been dead four days." Jesus said, "Did I not tell you that if you believe, you will see the glory of God?" So they took away the stone. Jesus looked up and thanked his Father for hearing him, and then he cried out in a loud voice, "Lazarus, come out!" The dead man came out, his hands and feet wrapped in strips of cloth and his face wrapped in a cloth. Jesus said to them, "Unbind him, and let him go."',
  ].join('\n\n'),
  instructions:
    "Read the story slowly, and notice Jesus' feelings as well as his words and his power. Then answer the questions in full sentences.",
  questions: [
    'Jesus knew he was about to raise Lazarus, and still he wept. What do his tears show about his human heart, and about how God sees our grief?',
    "The Church teaches that Christ, in showing us the Father's love, also shows us fully what it means to be human. From this story, name two things Jesus shows about how to live as a human being.",
    'Martha tells Jesus honestly, "If you had been here, my brother would not have died," and then professes her faith. What does her example teach about bringing our disappointments to God?',
    'Lazarus came back to ordinary life and would one day die again. How is Jesus\' own Resurrection different, and what does "I am the resurrection and the life" promise to those who believe?',
    'Jesus said, "Unbind him, and let him go." Is there something that keeps you bound, that you would like Jesus to set free? Or someone you could help unbind?',
  ],
  vocabulary: [
    {
      word: 'resurrection of the body',
      definition:
        "The Church's belief that at the end of time our bodies will be raised and reunited with our souls, transformed by the power of the risen Christ.",
    },
    {
      word: 'human nature',
      definition:
        'What makes us human: body and soul, mind, will and heart, all of which the Son of God took as his own.',
    },
    {
      word: 'Sacred Heart',
      definition:
        "Jesus' human heart, pierced for us, which the Church honors as the sign of his love for the Father and for every person.",
    },
    {
      word: 'grief',
      definition: 'The deep sorrow we feel at a loss, especially the death of someone we love.',
    },
    {
      word: 'Bethany',
      definition: "A village near Jerusalem, the home of Jesus' friends Martha, Mary and Lazarus.",
    },
  ],
  catechism: [357, 359, 470, 478, 549, 646, 994, 997],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'What Jesus shows about being human',
        'Explains what Jesus shows about being human, drawing on his feelings, words and actions in the story.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const COME_AND_SEE: WorkbookActivity = {
  id: 'core-2-unit-6-come-and-see',
  unit: 6,
  title: 'Come and See: The First Friends of Jesus',
  passageReference: 'John 1:35-42; 15:12-15',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    "Two of John's disciples spend an afternoon with Jesus, and years later he calls them his friends.",
  passageText: [
    'The next day John the Baptist was standing with two of his disciples. As Jesus walked by, John looked at him and said, "Look, there is the Lamb of God!" The two disciples heard him say this, and they followed Jesus.',
    'Jesus turned, saw them following him and asked, "What are you looking for?" They said to him, "Rabbi" (which means Teacher), "where are you staying?" He said to them, "Come and see." So they went and saw where he was staying, and they stayed with him the rest of that day. It was about four in the afternoon.',
    'One of the two was Andrew, Simon Peter\'s brother. The first thing Andrew did was find his brother Simon and tell him, "We have found the Messiah!" He brought Simon to Jesus. Jesus looked at him and said, "You are Simon son of John. You will be called Cephas," which means Peter, "rock".',
    'Years later, on the night before he died, Jesus said to these same friends: "This is my commandment: love one another as I have loved you. No one has greater love than this, to lay down one\'s life for one\'s friends. You are my friends if you do what I command you. I no longer call you servants, because a servant does not know what his master is doing. I have called you friends, because I have made known to you everything I heard from my Father."',
  ].join('\n\n'),
  instructions:
    "Read Jesus' first meeting with these disciples, then his words to them years later. Notice the first words Jesus speaks, and how the friendship grows. Then answer the questions in full sentences.",
  questions: [
    'The first words Jesus speaks in John\'s Gospel are a question: "What are you looking for?" If he asked you that question today, what would you honestly answer?',
    'Jesus did not give the two disciples a lecture; he said "Come and see," and they spent the afternoon with him. Why do you think following Jesus begins with spending time with him?',
    "Andrew's first act as a disciple was to bring his brother to Jesus. What does this show about how following Jesus and sharing him with others go together?",
    'Jesus calls his disciples friends, not servants, and says that being his friend means loving as he loved. How is being a friend of Jesus different from simply admiring him?',
    'Jesus gave Simon a new name that described who he would become. What would you like Jesus to help you become?',
  ],
  vocabulary: [
    {
      word: 'Lamb of God',
      definition:
        "John the Baptist's title for Jesus, recalling the Passover lamb and pointing to the sacrifice by which he takes away the sin of the world.",
    },
    {
      word: 'Messiah',
      definition:
        'Hebrew for "anointed one" (in Greek, "Christ"): the Savior God promised to Israel.',
    },
    {
      word: 'Rabbi',
      definition: 'A Hebrew title of respect meaning "my teacher".',
    },
    {
      word: 'vocation',
      definition:
        "God's call to each person: to holiness, and to a particular way of life and service.",
    },
    {
      word: 'evangelization',
      definition: 'Sharing the good news of Jesus with others, by word and by example.',
    },
  ],
  catechism: [425, 436, 520, 521, 608, 787, 2074, 2347],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Called to follow',
        'Explains what it means to be a disciple and a friend of Jesus, and how following him leads to sharing him with others.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const WHO_DO_YOU_SAY: WorkbookActivity = {
  id: 'core-2-unit-7-who-do-you-say-that-i-am',
  unit: 7,
  title: "Who Do You Say That I Am? Peter's Answer",
  passageReference: 'Mark 8:27-35',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'On the road, Jesus asks his disciples who he is, and teaches them what kind of Messiah he will be.',
  passageText: [
    'Jesus and his disciples set out for the villages around Caesarea Philippi. On the way he asked them, "Who do people say that I am?" They answered, "Some say John the Baptist; others say Elijah; and others, one of the prophets."',
    '"But you," he asked them, "who do you say that I am?" Peter answered, "You are the Christ."',
    'Then Jesus began to teach them that the Son of Man must suffer many things, be rejected by the elders, the chief priests and the scribes, be killed, and after three days rise again. He said this plainly. Peter took him aside and began to scold him. But Jesus turned, looked at his disciples, and rebuked Peter: "Get behind me, Satan! You are thinking not as God does, but as people do."',
    'Then he called the crowd together with his disciples and said, "Whoever wants to come after me must deny himself, take up his cross and follow me. For whoever wants to save his life will lose it, but whoever loses his life for my sake and for the gospel will save it."',
  ].join('\n\n'),
  instructions:
    'Read the conversation on the road. Notice the two questions Jesus asks, and what happens right after Peter gets the answer right. Then answer the questions in full sentences, thinking about what people say about Jesus today.',
  questions: [
    "People in Jesus' time thought he was a prophet or a great teacher. What do people today say about who Jesus is? List at least three answers you have heard.",
    'Some say, "Jesus was a good moral teacher, but not God." Given what Jesus said and did, why is that answer hard to hold? Explain with an example.',
    'Peter gave the right title, "the Christ," but would not accept a Messiah who suffers. Why do you think this was so hard for him, and why is the cross part of who Jesus is?',
    'Some people doubt that Jesus ever existed. What kinds of evidence, in the New Testament and outside it, do historians use to show that he did?',
    'Jesus asks each person, "Who do you say that I am?" Write your own honest answer in a few sentences.',
  ],
  vocabulary: [
    {
      word: 'Christ',
      definition:
        'From the Greek for "anointed one", the same as the Hebrew "Messiah": the title of Jesus as the Savior God promised.',
    },
    {
      word: 'Son of Man',
      definition:
        'A title Jesus often used for himself, drawn from the prophet Daniel, which speaks both of his humanity and of his glory.',
    },
    {
      word: 'Son of God',
      definition: "Jesus' title as the eternal and only Son of the Father, truly God.",
    },
    {
      word: 'Lord',
      definition:
        "A title of Jesus that expresses his divinity: the Greek Old Testament used the same word in place of God's own name.",
    },
    {
      word: 'discipleship',
      definition:
        "Following Jesus, which includes denying oneself and taking up one's cross each day.",
    },
  ],
  catechism: [424, 436, 440, 441, 446, 463, 464, 618],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Who Jesus is',
        "Answers common questions about Jesus with accurate reasons from Scripture and the Church's teaching.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

export const COURSE_2: Workbook = {
  id: 'core-2',
  course: 'II',
  kind: 'core',
  title: 'Who Is Jesus Christ?',
  label: workbookLabel('II'),
  status: 'complete',
  units: [
    { number: 1, name: 'God reveals himself and calls us to faith' },
    { number: 2, name: 'Jesus reveals the Father, Son and Holy Spirit' },
    { number: 3, name: 'The Word made flesh' },
    { number: 4, name: 'True God and true man' },
    { number: 5, name: 'What Jesus shows us about being human' },
    { number: 6, name: 'Following Jesus as his friends' },
    { number: 7, name: 'Questions people ask about Jesus' },
  ],
  activities: [
    BURNING_BUSH,
    BELOVED_SON,
    WORD_MADE_FLESH,
    CALMING_THE_STORM,
    JESUS_WEPT,
    COME_AND_SEE,
    WHO_DO_YOU_SAY,
  ],
};
